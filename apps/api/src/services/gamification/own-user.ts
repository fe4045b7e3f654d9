import { AppError } from "../../errors";

/**
 * Every points, streak and rank read names its user; only the token's user is found. Another id
 * answers 404, as if that user did not exist, so the endpoints cannot probe for accounts.
 */
export function assertOwnUser(authUserId: string, userId: string): void {
  if (userId !== authUserId) throw new AppError("NOT_FOUND", "No such user");
}
