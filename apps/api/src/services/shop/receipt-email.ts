import type { OrderLineRow, OrderRow } from "../../db/schema";

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function money(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency}`;
}

/**
 * A paid order's receipt: what was bought, what each line cost, shipping and the total charged,
 * with a link to the buyer's orders page. Text and HTML say the same.
 */
export function receiptEmail({
  siteName,
  username,
  order,
  lines,
  ordersUrl,
}: {
  siteName: string;
  username: string;
  order: Pick<OrderRow, "id" | "paidAt" | "totalCents" | "shippingCents" | "currency">;
  lines: readonly Pick<OrderLineRow, "title" | "unitCents">[];
  ordersUrl: string;
}): { subject: string; text: string; html: string } {
  const subject = `Your ${siteName} receipt for order ${order.id.slice(0, 8)}`;
  const paid = order.paidAt ? order.paidAt.toISOString().slice(0, 10) : "";
  const rows: [string, string][] = lines.map((line) => [
    line.title,
    money(line.unitCents, order.currency),
  ]);
  if (order.shippingCents !== null)
    rows.push(["Shipping", money(order.shippingCents, order.currency)]);
  const total = money(order.totalCents + (order.shippingCents ?? 0), order.currency);
  const text = [
    `Hello ${username},`,
    "",
    `Thank you for your order ${order.id}${paid ? `, paid on ${paid}` : ""}.`,
    "",
    ...rows.map(([title, price]) => `${title}: ${price}`),
    `Total charged: ${total}`,
    "",
    `Your orders: ${ordersUrl}`,
    "",
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(username)},</p>`,
    `<p>Thank you for your order ${escapeHtml(order.id)}${paid ? `, paid on ${paid}` : ""}.</p>`,
    "<table>",
    ...rows.map(
      ([title, price]) => `<tr><td>${escapeHtml(title)}</td><td>${escapeHtml(price)}</td></tr>`,
    ),
    `<tr><th>Total charged</th><th>${escapeHtml(total)}</th></tr>`,
    "</table>",
    `<p><a href="${escapeHtml(ordersUrl)}">Your orders</a></p>`,
  ].join("\n");
  return { subject, text, html };
}
