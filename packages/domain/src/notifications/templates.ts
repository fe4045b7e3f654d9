/**
 * Account notification templates (spec §3, codes 001–005). The spec's misspellings in 002 and 004
 * are corrected (DESIGN decision 9). Placeholders are `!NAME!`; values come from the
 * notification's `data`.
 */
export const notificationTemplates = {
  "001": "!MESSAGE!",
  "002": "You successfully purchased !TOKEN! tokens! You can now use them to create new boards",
  "003": "Unlimited board creation is active for !DURATION!, until !UNTIL!",
  "004": "Successful Purchase of !PRODUCT!",
  "005": "Your !TYPE! subscription is valid until !UNTIL!",
} as const;

export type NotificationCode = keyof typeof notificationTemplates;

function formatValue(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (value instanceof Date) return formatUntil(value.toISOString());
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatUntil(value);
  return String(value);
}

/** Dates read as "21 November 2026" in UTC, whatever the server's locale. */
function formatUntil(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * The text shown for a notification. Code 001 shows its own message; the others fill their
 * template from `data` (keys matched case-insensitively, e.g. `token` fills !TOKEN!).
 */
export function renderNotification(input: {
  code: NotificationCode;
  data?: Record<string, unknown>;
  message?: string;
}): string {
  if (input.code === "001") return input.message ?? "";
  const data = Object.fromEntries(
    Object.entries(input.data ?? {}).map(([key, value]) => [key.toUpperCase(), value]),
  );
  return notificationTemplates[input.code].replace(/!([A-Z]+)!/g, (_, key: string) =>
    formatValue(data[key]),
  );
}
