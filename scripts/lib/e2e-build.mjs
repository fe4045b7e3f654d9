// The web build the end-to-end suite runs against; the page budget check measures the same one.
import { e2ePorts } from "../../e2e/ports.mjs";

export const e2eWebBuild = {
  distDir: ".next-e2e",
  publicEnv: {
    NEXT_PUBLIC_API_URL: `http://127.0.0.1:${e2ePorts.api}`,
    NEXT_PUBLIC_FORUM_SEARCH_URL: `http://127.0.0.1:${e2ePorts.forum}`,
    // Popups only where a journey opts in (cookie inkforge_popups=on), so none covers the others.
    NEXT_PUBLIC_PROMOTION_POPUPS: "opt-in",
    // Browser source maps, from which the page budget check names the modules of each chunk.
    NEXT_BROWSER_SOURCE_MAPS: "1",
    // `npm test` typechecks before the journeys; the build need not do it again (next.config.ts).
    INKFORGE_SOURCES_TYPECHECKED: "1",
  },
};
