// The architecture's boundaries (docs/architecture.md, issue 25, decisions 0089 and 0166), checked
// by `npm run lint` with no list of exceptions: any edge these rules forbid fails lint. What
// composes several features (the header's menus and drawer) lives in the app layer
// (apps/web/src/app/_shell/), which may import any feature.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-feature-to-feature",
      comment:
        "A web feature imports only shared layers (lib/, components/, config/) and the domain, never another feature.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-shared-to-feature",
      comment: "lib/ and components/ are below the features: they import none.",
      severity: "error",
      from: { path: "^apps/web/src/(lib|components)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "api-route-to-query",
      comment: "API routes call services; services call db/queries (one use case per file).",
      severity: "error",
      from: { path: "^apps/api/src/routes/" },
      to: { path: "^apps/api/src/db/queries/" },
    },
    {
      name: "domain-is-pure",
      comment: "packages/domain has no I/O: no Node built-ins, no app code.",
      severity: "error",
      from: { path: "^packages/domain/src/", pathNot: "\\.test\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "domain-imports-no-app",
      severity: "error",
      from: { path: "^packages/domain/src/" },
      to: { path: "^apps/" },
    },
    {
      name: "api-imports-no-web",
      severity: "error",
      from: { path: "^apps/api/src/" },
      to: { path: "^apps/web/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next[^/]*|dist)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require("node:path").join(__dirname, "tsconfig.depcruise.json") },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
