import { formatPrice } from "@inkforge/domain/shop/money";
import type { SandboxPaymentRow, SandboxSubscriptionRow } from "../../../db/schema";

/*
 * The sandbox's hosted pages: small, accessible HTML with no script. Every value is escaped.
 * Forms post back to the API, which answers 303 to the merchant's return URL.
 */

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const style = `
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:34rem;margin:3rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 .25rem}
p.note{color:#52525b;margin:.25rem 0 1.5rem;font-size:.95rem}
table{width:100%;border-collapse:collapse;margin-bottom:1.5rem}
th,td{text-align:left;padding:.5rem 0;border-bottom:1px solid #e4e4e7}
td.amount,th.amount{text-align:right}
tfoot th,tfoot td{font-weight:700;border-bottom:none}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;padding:.7rem 1.4rem;border-radius:999px;border:2px solid #1d4ed8;cursor:pointer}
button.primary{background:#1d4ed8;color:#fff}
button.secondary{background:#fff;color:#1d4ed8}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input,select{font:inherit;padding:.5rem;border:1px solid #71717a;border-radius:6px;width:100%;box-sizing:border-box}
form.inline{margin:0}
section{margin-bottom:1.5rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The CSP of the hosted pages: inline styles, forms to the API and redirects to the web site. */
export function sandboxPageCsp(webOrigin: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${webOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join(";");
}

function linesTable(row: SandboxPaymentRow, caption: string): string {
  const lines = row.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.title)}</td><td class="amount">${escapeHtml(formatPrice(line.unitCents * line.quantity))}</td></tr>`,
    )
    .join("\n");
  return `<table>
<caption class="note">${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">Product</th><th scope="col" class="amount">Price</th></tr></thead>
<tbody>
${lines}
</tbody>
<tfoot><tr><th scope="row">Total</th><td class="amount">${escapeHtml(formatPrice(row.totalCents))}</td></tr></tfoot>
</table>`;
}

function actions(base: string, approveLabel: string): string {
  return `<div class="actions">
<form class="inline" method="post" action="${escapeHtml(`${base}/approve`)}"><button class="primary" type="submit">${escapeHtml(approveLabel)}</button></form>
<form class="inline" method="post" action="${escapeHtml(`${base}/cancel`)}"><button class="secondary" type="submit">Cancel</button></form>
</div>`;
}

function closedNotice(what: string, status: string): string {
  return `<p role="status">This ${escapeHtml(what)} is ${escapeHtml(status.toLowerCase())}; there is nothing left to do here.</p>`;
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * The shipping form of a checkout with merch (decision 0028): the address, and the country list
 * with each destination's rate, so the buyer sees the total before approving.
 */
function shippingForm(
  row: SandboxPaymentRow,
  shipping: NonNullable<SandboxPaymentRow["shipping"]>,
) {
  const base = `/sandbox/checkout/${row.id}`;
  const options = shipping.rates
    .flatMap((rate) =>
      rate.countries.map((country) => ({
        country,
        name: countryNames.of(country) ?? country,
        total: row.totalCents + rate.amountCents,
        rate,
      })),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (option) =>
        `<option value="${escapeHtml(option.country)}">${escapeHtml(
          `${option.name}: shipping ${formatPrice(option.rate.amountCents)}, total ${formatPrice(option.total)}`,
        )}</option>`,
    )
    .join("\n");
  const field = (name: string, label: string, autocomplete: string, required = true) =>
    `<label for="ship-${name}">${escapeHtml(label)}${required ? "" : " (optional)"}</label>
<input id="ship-${name}" name="${name}" autocomplete="${autocomplete}"${required ? " required" : ""}>`;
  return `<form method="post" action="${escapeHtml(`${base}/approve`)}" aria-labelledby="shipping-heading">
<h2 id="shipping-heading">Shipping address</h2>
<p class="note">Merch ships by post. Shipping is charged by destination: pick your country to see the total.</p>
${field("name", "Full name", "shipping name")}
${field("line1", "Street address", "shipping address-line1")}
${field("line2", "Apartment, suite", "shipping address-line2", false)}
${field("city", "City", "shipping address-level2")}
${field("state", "State or region", "shipping address-level1", false)}
${field("postal_code", "Postal code", "shipping postal-code")}
<label for="ship-country">Country</label>
<select id="ship-country" name="country" autocomplete="shipping country" required>
<option value="">Choose a country</option>
${options}
</select>
<div class="actions" style="margin-top:1.25rem"><button class="primary" type="submit">Pay with shipping</button></div>
</form>
<form class="inline" method="post" action="${escapeHtml(`${base}/cancel`)}" style="margin-top:.75rem"><button class="secondary" type="submit">Cancel</button></form>`;
}

export function checkoutPage(row: SandboxPaymentRow): string {
  const interval =
    row.mode === "subscription" && row.interval
      ? `Billed every ${row.interval}, starting today. `
      : "One payment. ";
  const shipping = row.shipping;
  const shipped =
    shipping?.address && shipping.amountCents !== undefined
      ? `<p>Shipped to ${escapeHtml(
          `${shipping.address.name}, ${shipping.address.city}, ${countryNames.of(shipping.address.country) ?? shipping.address.country}`,
        )}; shipping ${escapeHtml(formatPrice(shipping.amountCents))}, charged ${escapeHtml(
          formatPrice(row.totalCents + shipping.amountCents),
        )}.</p>`
      : "";
  const next =
    row.status !== "open"
      ? closedNotice("checkout", row.status)
      : shipping
        ? shippingForm(row, shipping)
        : actions(`/sandbox/checkout/${row.id}`, "Approve payment");
  const body = `<h1>Sandbox checkout</h1>
<p class="note">${escapeHtml(interval)}This is a test payment: no money moves.${row.customerEmail ? ` Paying as ${escapeHtml(row.customerEmail)}.` : ""}</p>
${linesTable(row, shipping ? "Your order (before shipping)" : "Your order")}
${shipped}
${next}`;
  return page("Checkout", body);
}

export function paypalPage(row: SandboxPaymentRow): string {
  const open = row.status === "CREATED" || row.status === "APPROVED";
  const body = `<h1>Sandbox PayPal</h1>
<p class="note">Approve this order to let the shop capture the payment. This is a test payment: no money moves.</p>
${linesTable(row, "Order summary")}
${open ? actions(`/sandbox/paypal/${row.id}`, "Approve payment") : closedNotice("order", row.status)}`;
  return page("PayPal", body);
}

export function billingPage(
  portal: SandboxPaymentRow,
  subscription: SandboxSubscriptionRow,
  productTitle: string,
  otherInterval: { interval: "month" | "year"; title: string; priceCents: number } | null,
): string {
  const base = `/sandbox/billing/${portal.id}`;
  const until = subscription.currentPeriodEnd.toISOString().slice(0, 10);
  const statusText =
    subscription.status === "past_due"
      ? "Past due: the last renewal failed. Update the card to pay it."
      : subscription.status === "canceled"
        ? "Ended."
        : subscription.cancelAtPeriodEnd
          ? `Ends on ${until}.`
          : `Renews on ${until}.`;
  const card = `<section aria-labelledby="card-heading">
<h2 id="card-heading">Card</h2>
<p>Card on file ends in ${escapeHtml(subscription.cardLast4)}.</p>
<form method="post" action="${escapeHtml(`${base}/card`)}">
<label for="card-number">New card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242">
<div class="actions" style="margin-top:1rem"><button class="primary" type="submit">Update card</button></div>
</form>
</section>`;
  const cycle = otherInterval
    ? `<section aria-labelledby="cycle-heading">
<h2 id="cycle-heading">Billing cycle</h2>
<form method="post" action="${escapeHtml(`${base}/cycle`)}">
<input type="hidden" name="interval" value="${otherInterval.interval}">
<p>Switch to ${escapeHtml(otherInterval.title)} at ${escapeHtml(formatPrice(otherInterval.priceCents))} per ${otherInterval.interval}, from the next renewal.</p>
<div class="actions"><button class="primary" type="submit">Switch to ${otherInterval.interval === "year" ? "yearly" : "monthly"}</button></div>
</form>
</section>`
    : "";
  const cancel =
    subscription.status === "canceled"
      ? ""
      : `<section aria-labelledby="cancel-heading">
<h2 id="cancel-heading">Cancellation</h2>
<form method="post" action="${escapeHtml(`${base}/cancel`)}">
<input type="hidden" name="cancel" value="${subscription.cancelAtPeriodEnd ? "0" : "1"}">
<div class="actions"><button class="secondary" type="submit">${subscription.cancelAtPeriodEnd ? "Keep my subscription" : "Cancel at period end"}</button></div>
</form>
</section>`;
  const sections =
    portal.flow === "update-card"
      ? card
      : portal.flow === "change-cycle"
        ? cycle || "<p>This plan has no other billing cycle.</p>"
        : `${card}${cycle}${cancel}`;
  const body = `<h1>Sandbox billing</h1>
<p class="note">${escapeHtml(productTitle)}. ${escapeHtml(statusText)} Test mode: no money moves.</p>
${sections}
<form method="post" action="${escapeHtml(`${base}/return`)}"><div class="actions"><button class="secondary" type="submit">Return to the site</button></div></form>`;
  return page("Billing", body);
}

export function errorPage(message: string): string {
  return page("Error", `<h1>Sandbox</h1><p role="alert">${escapeHtml(message)}</p>`);
}
