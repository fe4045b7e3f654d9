import type { Database } from "../../db/client";
import { deletePenNameFavouriteRow } from "../../db/queries/pen-name-favourites";
import { AppError } from "../../errors";

/** `DELETE /api/tools/pen-names/favourites/:id`: another user's favourite is "not found". */
export async function deletePenNameFavourite(
  db: Database,
  input: { userId: string; id: string },
): Promise<void> {
  if (!(await deletePenNameFavouriteRow(db, input))) {
    throw new AppError("NOT_FOUND", "No such favourite pen name");
  }
}
