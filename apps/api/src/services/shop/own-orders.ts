import type { OrderDetail } from "@inkforge/domain/contracts/shop";
import type { Database } from "../../db/client";
import {
  findOrderById,
  listOrderLines,
  listOrdersOfUser,
  listRefundsOfOrders,
  setOrderFulfilment,
} from "../../db/queries/shop";
import type { OrderRow } from "../../db/schema";
import { AppError } from "../../errors";
import { toOrderDetail } from "./views";

/*
 * A buyer's own orders (spec 7.8): their list and one order, each with its lines and refunds.
 * Another user's order is answered exactly as an unknown one, so an id never tells whether an
 * order exists.
 */

const orderIdPattern = /^[0-9a-f-]{36}$/i;

/** One of the user's orders, or undefined (not theirs, unknown, or not an order id at all). */
export async function findOwnOrder(
  db: Database,
  userId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const order = orderIdPattern.test(id) ? await findOrderById(db, id) : undefined;
  return order?.userId === userId ? order : undefined;
}

export async function requireOwnOrder(db: Database, userId: string, id: string): Promise<OrderRow> {
  const order = await findOwnOrder(db, userId, id);
  if (!order) throw new AppError("NOT_FOUND", "No such order");
  return order;
}

/** The order as the buyer sees it, with its lines and any refunds. */
export async function orderDetailOf(db: Database, order: OrderRow): Promise<OrderDetail> {
  const [lines, refunds] = await Promise.all([
    listOrderLines(db, [order.id]),
    listRefundsOfOrders(db, [order.id]),
  ]);
  return toOrderDetail(order, lines, refunds);
}

/** One page of the user's orders, newest or oldest first, and how many there are in all. */
export async function listOwnOrders(
  db: Database,
  page: { userId: string; offset: number; limit: number; direction: "ASC" | "DESC" },
): Promise<{ orders: OrderDetail[]; total: number }> {
  const { items: rows, total } = await listOrdersOfUser(db, page);
  const ids = rows.map((row) => row.id);
  const [lines, refunds] = await Promise.all([
    listOrderLines(db, ids),
    listRefundsOfOrders(db, ids),
  ]);
  return { orders: rows.map((row) => toOrderDetail(row, lines, refunds)), total };
}

/** Marks a merch order shipped (the demo's stand-in for the warehouse); answers the new row. */
export async function markOrderShipped(
  db: Database,
  order: OrderRow,
  now: Date,
): Promise<OrderRow> {
  return (await setOrderFulfilment(db, order.id, { status: "shipped", now })) ?? order;
}
