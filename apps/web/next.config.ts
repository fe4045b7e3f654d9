import path from "node:path";
import type { NextConfig } from "next";

const root = path.join(import.meta.dirname, "../..");

const nextConfig: NextConfig = {
  // A separate build folder lets the end-to-end suite build against its own ports.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  outputFileTracingRoot: root,
  turbopack: { root },
  transpilePackages: ["@inkforge/domain"],
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // The page budget check (scripts/check-page-budget.mjs) names the modules of each first-load
  // chunk from these maps; only the end-to-end build asks for them (decision 0087).
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === "1",
  // The end-to-end build runs where `npm run typecheck` has checked the same sources already
  // (scripts/test.mjs); checking them again inside `next build` cost CI about 20 s (issue 25).
  typescript: { ignoreBuildErrors: process.env.INKFORGE_SOURCES_TYPECHECKED === "1" },
  experimental: {
    // Turbopack's build cache speeds up the next build on the same machine; a CI clone builds
    // once, and compiling into the cache and writing it (200 MB) cost 20–25 s of a 67–71 s build
    // (decision 0187).
    turbopackFileSystemCacheForBuild: !["1", "true"].includes(process.env.CI ?? ""),
  },
};

export default nextConfig;
