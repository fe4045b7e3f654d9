/*
 * Builds the extension for Chrome/Edge and for Firefox (decision 0122: esbuild and a manifest
 * written here, no extension framework), then zips each for its store. The site and API it talks
 * to come from the environment of the build, as the web build's own do:
 *   INKFORGE_SITE_URL (else SITE_URL)  the site it signs in through and opens Deep View on
 *   INKFORGE_API_URL (else NEXT_PUBLIC_API_URL)  the site's API
 * `--zips-to=<dir>` also copies the zips there (the web build: public/downloads, decision 0124);
 * `--out=<dir>` builds somewhere else than dist/ (the browser test's own build).
 * Fails when the overlay script is over its 150 KB budget (issue 32).
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { zipSync } from "fflate";
import storeHosts from "../src/parsers/store-hosts.json" with { type: "json" };

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) || null;
const dist = resolve(option("out") ?? join(root, "dist"));
const zipsTo = option("zips-to");
const env = process.env;
const siteUrl = (env.INKFORGE_SITE_URL || env.SITE_URL || "http://127.0.0.1:3000").replace(
  /\/$/,
  "",
);
const apiUrl = (env.INKFORGE_API_URL || env.NEXT_PUBLIC_API_URL || "http://127.0.0.1:4000").replace(
  /\/$/,
  "",
);
const OVERLAY_BUDGET_BYTES = 150 * 1024;
const version = "1.0.0";

/** A match pattern for an origin; match patterns carry no port, so any port of the host matches. */
function originPattern(url, path = "/*") {
  const { protocol, hostname } = new URL(url);
  return `${protocol}//${hostname}${path}`;
}

// Every store the parsers read (src/parsers/registry.ts; a test keeps the two lists the same).
const AMAZON = storeHosts.map((host) => `https://${host}/*`);

function manifest(browser) {
  const background =
    browser === "firefox" ? { scripts: ["background.js"] } : { service_worker: "background.js" };
  return {
    manifest_version: 3,
    name: "Inkforge All-In-One",
    short_name: "Inkforge",
    version,
    description:
      "Sales estimates, Quick View and one-click research on Amazon's book pages, with your Inkforge account.",
    permissions: ["storage"],
    host_permissions: [originPattern(apiUrl)],
    background,
    content_scripts: [
      {
        matches: AMAZON.map((m) => m.replace("/*", "/s*")),
        js: ["content.js"],
        run_at: "document_idle",
      },
      {
        matches: AMAZON.flatMap((m) => [
          m.replace("/*", "/*/dp/*"),
          m.replace("/*", "/dp/*"),
          m.replace("/*", "/gp/product/*"),
        ]),
        js: ["content.js"],
        run_at: "document_idle",
      },
      {
        matches: [originPattern(siteUrl, "/extension/sign-in*")],
        js: ["site-bridge.js"],
        run_at: "document_start",
      },
    ],
    ...(browser === "firefox"
      ? {
          browser_specific_settings: {
            gecko: { id: "all-in-one@inkforge.app", strict_min_version: "115.0" },
          },
        }
      : { minimum_chrome_version: "110" }),
  };
}

rmSync(dist, { recursive: true, force: true });
const zips = [];
for (const browser of ["chrome", "firefox"]) {
  const out = join(dist, browser);
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: {
      content: join(root, "src/content/main.ts"),
      "site-bridge": join(root, "src/content/site-bridge.ts"),
      background: join(root, "src/background/main.ts"),
    },
    outdir: out,
    bundle: true,
    minify: true,
    format: "iife",
    target: browser === "firefox" ? "firefox115" : "chrome110",
    define: {
      __INKFORGE_SITE_URL__: JSON.stringify(siteUrl),
      __INKFORGE_API_URL__: JSON.stringify(apiUrl),
    },
    legalComments: "none",
    logLevel: "warning",
  });
  writeFileSync(join(out, "manifest.json"), `${JSON.stringify(manifest(browser), null, 2)}\n`);
  copyFileSync(join(root, "PRIVACY.md"), join(out, "PRIVACY.md"));
  const overlayBytes = statSync(join(out, "content.js")).size;
  console.info(`${browser}: content.js ${(overlayBytes / 1024).toFixed(1)} KB (budget 150 KB)`);
  if (overlayBytes > OVERLAY_BUDGET_BYTES) {
    throw new Error(
      `The overlay script is ${overlayBytes} bytes, over its ${OVERLAY_BUDGET_BYTES}-byte budget`,
    );
  }
  const files = Object.fromEntries(
    ["manifest.json", "content.js", "site-bridge.js", "background.js", "PRIVACY.md"].map((name) => [
      name,
      new Uint8Array(readFileSync(join(out, name))),
    ]),
  );
  const zipName = `inkforge-extension-${browser}.zip`;
  // A fixed date keeps the zips identical from one build of the same code to the next.
  writeFileSync(join(dist, zipName), zipSync(files, { mtime: new Date("2026-01-01T00:00:00Z") }));
  zips.push(zipName);
}
if (zipsTo) {
  mkdirSync(zipsTo, { recursive: true });
  for (const zip of zips) copyFileSync(join(dist, zip), join(zipsTo, zip));
}
console.info(`zips: ${zips.map((zip) => join(dist, zip)).join(", ")}`);
