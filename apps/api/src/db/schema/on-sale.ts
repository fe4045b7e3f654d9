import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Offers an operator took off sale from the console (issue 29, decision 0135): a row means the
 * offer's products cannot be bought (its backing service — translation, the language model,
 * research sources — is not there). No row: on sale.
 */
export const offersOffSale = pgTable("offers_off_sale", {
  /** The offer id (a feature id of the shop catalogue, e.g. `author-tools-bundle`). */
  offerId: text("offer_id").primaryKey(),
  reason: text("reason").notNull(),
  takenOffBy: uuid("taken_off_by").references(() => users.id, { onDelete: "set null" }),
  takenOffAt: timestamp("taken_off_at", { withTimezone: true, mode: "date" }).notNull(),
});

export type OfferOffSaleRow = typeof offersOffSale.$inferSelect;
