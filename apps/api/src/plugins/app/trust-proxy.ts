import { compile } from "@fastify/proxy-addr";
import type { Config } from "../../config";

type TrustFunction = (address: string, hop: number) => boolean;

/** Enough for every proxy and load balancer in front of the API; a flood of peers only resets it. */
const maxRememberedAddresses = 1024;

/**
 * proxy-addr's compiled check for an address list, remembered per address. The check parses
 * the address with ipaddr.js on every call, and Fastify runs it whenever `request.ip` is read:
 * once per request for the log line at least, which made it the largest single cost of logging
 * at `info` (decision 0075). Ranges and names depend only on the address, so the answer can be
 * kept; the peers a server sees are few (its proxies), and if they are not, the memory is
 * bounded by starting over.
 */
export function rememberTrustByAddress(trust: TrustFunction): TrustFunction {
  const answers = new Map<string, boolean>();
  return (address) => {
    let answer = answers.get(address);
    if (answer === undefined) {
      answer = trust(address, 0);
      if (answers.size >= maxRememberedAddresses) answers.clear();
      answers.set(address, answer);
    }
    return answer;
  };
}

/**
 * The config's TRUST_PROXY as Fastify's `trustProxy`. Fastify's types leave out the hop-count
 * form (and it fails closed), so a count becomes the equivalent function; an address list is
 * compiled once and remembered per address.
 */
export function toFastifyTrustProxy(trustProxy: Config["trustProxy"]): boolean | TrustFunction {
  if (typeof trustProxy === "number") return (_address, hop) => hop < trustProxy;
  if (typeof trustProxy === "boolean") return trustProxy;
  return rememberTrustByAddress(compile(trustProxy));
}
