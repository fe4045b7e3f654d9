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
};

export default nextConfig;
