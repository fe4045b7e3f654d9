import { randomBytes } from "node:crypto";

const upperAlnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** Unguessable ids in each provider's style: `cs_sandbox_…`, PayPal's 17 upper-case characters. */
export function sandboxId(prefix: string): string {
  return `${prefix}_sandbox_${randomBytes(18).toString("base64url")}`;
}

export function paypalStyleId(): string {
  const bytes = randomBytes(17);
  return Array.from(bytes, (byte) => upperAlnum[byte % upperAlnum.length]).join("");
}
