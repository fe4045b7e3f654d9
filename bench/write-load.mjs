// Acknowledged-write load shared by the reliability benches (crash loop, backup under load):
// registrations, book projects and sandbox purchases through the API's public HTTP interface, each
// recorded only once the API acknowledged it.

/** Where the API under test listens; set by the bench before writing. */
export const apiOrigin = { value: "http://127.0.0.1:4412" };

export const benchPassword = "crash test password";

/** Statuses of refused writes, printed so a run that acknowledges little says why. */
export const refusals = new Map();

let addressCounter = 0;
function nextForwardedFor() {
  addressCounter += 1;
  return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function call(method, url, { token, body, form } = {}) {
  const headers = { "x-forwarded-for": nextForwardedFor() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  if (form) headers["content-type"] = "application/x-www-form-urlencoded";
  const response = await fetch(`${apiOrigin.value}${url}`, {
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : form ? "" : undefined,
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

/** One user's writes, each recorded only once the API acknowledged it. */
export async function writer(label, acknowledged, stop) {
  let n = 0;
  while (!stop.done) {
    n += 1;
    const email = `crash-${label}-${n}@example.com`;
    try {
      const registered = await call("POST", "/api/account/jsonregister", {
        body: { email, password: benchPassword },
      });
      if (registered.status !== 200) {
        refusals.set(registered.status, (refusals.get(registered.status) ?? 0) + 1);
        continue;
      }
      acknowledged.push({ kind: "registration", email });
      const token = registered.json().token;

      const project = await call("POST", "/api/book-projects", {
        token,
        body: { title: `Crash ${label} ${n}` },
      });
      if (project.status === 201) {
        acknowledged.push({ kind: "project", email, id: project.json().id });
      }

      const checkout = await call("POST", "/api/features/paynow", {
        token,
        body: {
          items: [{ product_id: "keyword-research-workbook" }],
          success: "/payment-success",
          fail: "/payment-failed",
        },
      });
      if (checkout.status !== 200) continue;
      const checkoutPath = new URL(checkout.json().url).pathname;
      const approved = await call("POST", `${checkoutPath}/approve`, { form: true });
      if (approved.status === 303) acknowledged.push({ kind: "purchase", email });
    } catch {
      // The API died mid-request: this write was never acknowledged.
    }
  }
}
