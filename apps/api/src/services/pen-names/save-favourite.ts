import {
  PEN_NAME_FAVOURITES_LIMIT,
  type PenNameFavourite,
} from "@inkforge/domain/tools/pen-name/contract";
import type { Database } from "../../db/client";
import {
  countPenNameFavourites,
  findPenNameFavouriteByName,
  insertPenNameFavourite,
} from "../../db/queries/pen-name-favourites";
import { AppError } from "../../errors";
import { toPenNameFavourite } from "./to-favourite";

/**
 * `POST /api/tools/pen-names/favourites`. Saving a name the user already has answers that
 * favourite (created: false). The body schema has already refused famous authors' names.
 */
export async function savePenNameFavourite(
  db: Database,
  input: { userId: string; name: string; country: string | null; now: Date },
): Promise<{ favourite: PenNameFavourite; created: boolean }> {
  const existing = await findPenNameFavouriteByName(db, input.userId, input.name);
  if (existing) return { favourite: toPenNameFavourite(existing), created: false };
  if ((await countPenNameFavourites(db, input.userId)) >= PEN_NAME_FAVOURITES_LIMIT) {
    throw new AppError(
      "CONFLICT",
      `You can keep up to ${PEN_NAME_FAVOURITES_LIMIT} favourite pen names; delete one first`,
    );
  }
  const row = await insertPenNameFavourite(db, input);
  if (row) return { favourite: toPenNameFavourite(row), created: true };
  // Saved by a concurrent request between the look-up and the insert.
  const saved = await findPenNameFavouriteByName(db, input.userId, input.name);
  if (!saved) throw new Error("pen name favourite vanished after a conflicting insert");
  return { favourite: toPenNameFavourite(saved), created: false };
}
