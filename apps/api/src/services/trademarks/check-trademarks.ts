import {
  checkTrademarks,
  listingFields,
  searchFindings,
  type TrademarkCheckInput,
  type TrademarkCheckResponse,
} from "@inkforge/domain/tools/trademark-check/trademark-check";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { recordToolRun, requireToolQuota } from "../translation/tool-quota";
import { type TrademarkSearch, TrademarkSearchFailure } from "./trademark-search";

const TOOL = { toolId: "trademark-checker", toolName: "the Trademark Checker", uses: "checks" };

/**
 * `POST /api/tools/trademark-check`: one check within the plan's daily checks (the feature
 * matrix's "limited" on Free and Pro), recorded; the page checks the list in the browser and
 * only calls this for the office search.
 */
export async function checkTrademarksForUser(
  db: Database,
  input: {
    userId: string;
    body: TrademarkCheckInput;
    now: Date;
    search: TrademarkSearch | undefined;
    log: FastifyBaseLogger;
  },
): Promise<TrademarkCheckResponse> {
  await requireToolQuota(db, { ...TOOL, userId: input.userId, now: input.now });
  const result = await checkListingTrademarks(input.body, input.search, input.log);
  await recordToolRun(db, { ...TOOL, userId: input.userId, now: input.now });
  return result;
}

/*
 * One trademark check: the shipped list always, and the configured trademark office search when
 * there is one. A search that fails, times out or answers nonsense never fails the check: the
 * list's findings come back with a note saying the office was not searched (decision 0058).
 */

const NOTES = {
  notConfigured:
    "Only the shipped list of frequently enforced marks was checked: no trademark office search is configured.",
  searched: "The shipped list was checked and a trademark office search was run for each field.",
  failed:
    "Only the shipped list was checked: the trademark office search did not answer in time or answered something unreadable. Try again later.",
} as const;

async function checkListingTrademarks(
  input: TrademarkCheckInput,
  search: TrademarkSearch | undefined,
  log: FastifyBaseLogger,
): Promise<TrademarkCheckResponse> {
  const listed = checkTrademarks(input);
  if (!search)
    return { ...listed, search: { status: "not-configured", note: NOTES.notConfigured } };

  const fields = listingFields(input);
  if (fields.length === 0)
    return { ...listed, search: { status: "searched", note: NOTES.searched } };
  // The same words in two boxes are asked about once.
  const texts = [...new Set(fields.map((field) => field.value.trim()))];
  let answers: Awaited<ReturnType<TrademarkSearch["search"]>>;
  try {
    answers = await search.search(texts);
  } catch (error) {
    if (!(error instanceof TrademarkSearchFailure)) throw error;
    log.warn({ kind: error.kind, reason: error.message }, "trademark office search failed");
    return { ...listed, search: { status: "failed", note: NOTES.failed } };
  }
  const marksFor = new Map(texts.map((text, index) => [text, answers[index] ?? []]));
  const found = fields.flatMap((field) =>
    searchFindings(field, marksFor.get(field.value.trim()) ?? [], listed.findings),
  );
  const order = new Map(fields.map((field, index) => [field.field, index]));
  const findings = [...listed.findings, ...found].sort(
    (a, b) => (order.get(a.field) ?? 0) - (order.get(b.field) ?? 0) || a.start - b.start,
  );
  return { findings, list: listed.list, search: { status: "searched", note: NOTES.searched } };
}
