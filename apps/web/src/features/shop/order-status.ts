import type { OrderDetail } from "@inkforge/domain/contracts/shop";

/** An order's status in the buyer's words; apart from `orders.ts` so a view needs no contract. */
export const orderStatusText: Record<OrderDetail["status"], string> = {
  created: "Waiting for payment",
  approved: "Approved, being captured",
  captured: "Paid",
  failed: "Failed",
  canceled: "Cancelled",
  refunded: "Refunded",
};
