import type { PenNameFavourite } from "@inkforge/domain/tools/pen-name/contract";
import type { PenNameFavouriteRow } from "../../db/schema";

export function toPenNameFavourite(row: PenNameFavouriteRow): PenNameFavourite {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    createdAt: row.createdAt.toISOString(),
  };
}
