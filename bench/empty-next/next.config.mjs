import path from "node:path";

const root = path.join(import.meta.dirname, "../..");

// The baseline for page-weight and Lighthouse comparisons: a default Next.js app with one page.
// Source maps let the page budget check subtract its modules by name (decision 0087).
export default {
  outputFileTracingRoot: root,
  turbopack: { root },
  poweredByHeader: false,
  productionBrowserSourceMaps: true,
};
