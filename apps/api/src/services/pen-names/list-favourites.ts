import type { PenNameFavourite } from "@inkforge/domain/tools/pen-name/contract";
import type { Database } from "../../db/client";
import { listPenNameFavouriteRows } from "../../db/queries/pen-name-favourites";
import { toPenNameFavourite } from "./to-favourite";

/** `GET /api/tools/pen-names/favourites`: the user's own favourites only. */
export async function listPenNameFavourites(
  db: Database,
  userId: string,
): Promise<PenNameFavourite[]> {
  return (await listPenNameFavouriteRows(db, userId)).map(toPenNameFavourite);
}
