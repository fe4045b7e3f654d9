import type { SearchedMark } from "@inkforge/domain/tools/trademark-check/trademark-check";
import { z } from "zod";
import { isTimeoutError } from "../outbound-http";

/*
 * The trademark office search adapter (decision 0058). Protocol, kept small so a thin proxy in
 * front of any office's database (USPTO, EUIPO, a commercial screening API) can speak it:
 *
 *   GET <TRADEMARK_SEARCH_URL>?q=<the words of one field>
 *   Authorization: Bearer <TRADEMARK_SEARCH_API_KEY>        (only when a key is set)
 *   200 { "marks": [ { "mark": "LEGO", "owner": "LEGO Juris A/S", "classes": [28],
 *                      "status": "live", "serialNumber": "73…", "url": "https://…" } ] }
 *
 * `status` and `serialNumber` and `url` are optional; a mark whose status is given and is not
 * "live" is dropped. The service may answer loosely (any mark resembling the text): the checker
 * keeps only marks whose words stand in the field.
 */

export type TrademarkSearchFailureKind = "timeout" | "unavailable" | "refused" | "malformed";

/** Why a search failed; the message is for the log, never for the user. */
export class TrademarkSearchFailure extends Error {
  override name = "TrademarkSearchFailure";
  constructor(
    readonly kind: TrademarkSearchFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export type TrademarkSearch = {
  /** Live marks for each text, in the order given; one deadline covers them all. */
  search(texts: readonly string[]): Promise<SearchedMark[][]>;
};

const answerSchema = z.object({
  marks: z
    .array(
      z.object({
        mark: z.string().trim().min(1).max(200),
        owner: z.string().trim().min(1).max(300),
        classes: z.array(z.number().int().min(1).max(45)).max(45),
        status: z.string().optional(),
        serialNumber: z.string().trim().max(40).optional(),
        url: z.string().url().optional(),
      }),
    )
    .max(500),
});

export function createTrademarkSearch(options: {
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
}): TrademarkSearch {
  const ask = async (text: string, signal: AbortSignal): Promise<SearchedMark[]> => {
    const url = new URL(options.url);
    url.searchParams.set("q", text);
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        headers: {
          accept: "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        signal,
      });
      body = await response.text();
    } catch (error) {
      if (isTimeoutError(error) || signal.aborted) {
        throw new TrademarkSearchFailure("timeout", `no answer within ${options.timeoutMs} ms`);
      }
      throw new TrademarkSearchFailure("unavailable", `request failed: ${String(error)}`);
    }
    if (response.status >= 500 || response.status === 429) {
      throw new TrademarkSearchFailure("unavailable", `answered ${response.status}`);
    }
    if (!response.ok) throw new TrademarkSearchFailure("refused", `answered ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new TrademarkSearchFailure("malformed", "the answer is not JSON");
    }
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) {
      throw new TrademarkSearchFailure("malformed", "the answer is not a list of marks");
    }
    return parsed.data.marks
      .filter((mark) => mark.status === undefined || mark.status.toLowerCase() === "live")
      .map((mark) => ({
        mark: mark.mark,
        owner: mark.owner,
        classes: [...new Set(mark.classes)].sort((a, b) => a - b),
        source: {
          title: mark.serialNumber
            ? `Trademark office search: ${mark.mark}, serial ${mark.serialNumber}`
            : `Trademark office search: ${mark.mark}`,
          // Empty without the office's own record link: the service's address may carry a key
          // or be internal, so it is never echoed.
          url: mark.url && /^https?:\/\//.test(mark.url) ? mark.url : "",
        },
      }));
  };

  return {
    async search(texts) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      return Promise.all(texts.map((text) => ask(text, signal)));
    },
  };
}
