import { z } from "zod";
import type { Same } from "../same-type";
import type { CatalogueEntry } from "./types";

/** The spec's catalogue and tool-search entry shape (§3), as the catalogue tests check it. */
export const catalogueEntrySchema = z.object({
  item: z.string().min(1),
  tag: z.string().min(1),
  productLink: z.string().min(1),
  openInNewTab: z.boolean().optional(),
  flair: z.string().min(1).optional(),
});

// Compile-time: the schema describes exactly the hand-written type of types.ts.
const schemaMatchesType: Same<z.infer<typeof catalogueEntrySchema>, CatalogueEntry> = true;
void schemaMatchesType;
