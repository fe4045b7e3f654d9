import type { HotNichesResult, HotNicheView } from "@inkforge/domain/research/hot-niches";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { formatAsOf, formatDailyRange, formatRank } from "@/lib/format-sales";

/** What the page could read from the API. */
export type HotNichesLoad =
  | { kind: "loaded"; result: HotNichesResult }
  | { kind: "failed"; message: string };

type Part = HotNicheView["parts"]["demand"];

const PART_LABELS = { demand: "Demand", openness: "Openness", rising: "Rising" } as const;

function partDetail(name: keyof typeof PART_LABELS, part: Part): string {
  if (part.input === null) return "no rank history";
  if (name === "demand") return `median rank ${formatRank(part.input)}`;
  if (name === "openness") return `median ${part.input.toLocaleString("en-US")} reviews`;
  const factor = part.input;
  if (factor === 1) return "ranks flat over 28 days";
  return factor > 1
    ? `ranks ${factor.toLocaleString("en-US", { maximumFractionDigits: 2 })}× better over 28 days`
    : `ranks ${(1 / factor).toLocaleString("en-US", { maximumFractionDigits: 2 })}× worse over 28 days`;
}

function ScoreParts({ niche }: { niche: HotNicheView }) {
  return (
    <dl className="grid gap-1.5 text-sm" data-testid="niche-parts">
      {(Object.keys(PART_LABELS) as (keyof typeof PART_LABELS)[]).map((name) => {
        const part = niche.parts[name];
        const share = part.value === null ? 0 : Math.round(part.value * 100);
        return (
          <div key={name} className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-2">
            <dt className="font-medium text-ink-900">{PART_LABELS[name]}</dt>
            <dd className="min-w-0">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="h-2 w-16 shrink-0 overflow-hidden rounded-full bg-slate-200 sm:w-24"
                >
                  <span className="block h-full bg-ember-500" style={{ width: `${share}%` }} />
                </span>
                <span className="tabular-nums text-ink-900">
                  {part.points === null ? "left out" : `${part.points} / ${part.weight}`}
                </span>
              </span>
              <span className="block text-xs text-slate-600">{partDetail(name, part)}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function NicheCard({ niche }: { niche: HotNicheView }) {
  const young = niche.youngInTop10;
  return (
    <li
      data-testid="hot-niche"
      className="grid gap-4 rounded-xl border bg-white p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)_auto] md:items-start"
    >
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
          #{niche.rank} · {niche.department === "kindle" ? "Kindle eBooks" : "Books"}
        </p>
        <h3 className="mt-1 text-lg font-bold text-ink-900">{niche.keyword}</h3>
        <p className="mt-1 text-sm text-slate-700">
          {niche.dailyAtMedian
            ? `A book at the top 10's median rank sells ${formatDailyRange(niche.dailyAtMedian)}.`
            : "No sales estimate for this store."}{" "}
          {young.known > 0
            ? `${young.count} of the top ${young.known} are under a year old.`
            : null}
        </p>
        <Link
          href={niche.deepViewHref}
          className="mt-3 inline-flex h-10 items-center rounded-md bg-ink-800 px-4 text-sm font-semibold text-white hover:bg-ink-900"
        >
          Open in Deep View
        </Link>
      </div>
      <ScoreParts niche={niche} />
      <p
        data-testid="niche-score"
        className="order-first flex items-baseline gap-1 md:order-none md:flex-col md:items-end"
      >
        <span className="text-3xl font-bold tabular-nums text-ink-900">{niche.score}</span>
        <span className="text-sm text-slate-600">/ 100</span>
      </p>
    </li>
  );
}

/**
 * The members' list of Hot KDP Niches (server-rendered, no client JavaScript): the newest weekly
 * run with when it was computed and where its data comes from, each niche's score with its parts,
 * and its Deep View one click away.
 */
export function HotNichesReport({ load }: { load: HotNichesLoad }) {
  const result = load.kind === "loaded" ? load.result : null;
  const run = result?.run ?? null;
  return (
    <>
      <PageIntro
        eyebrow="Hot KDP Niches"
        title="This week's hot KDP niches"
        lead={
          run ? (
            <p data-testid="hot-niches-computed">
              Scored on {formatAsOf(run.computedAt)} from {run.sourceLabel}, data as of{" "}
              {formatAsOf(run.asOf)}: the best {result?.niches.length} of {run.scored} niches on{" "}
              {run.domain}. New scores every Monday.
            </p>
          ) : (
            <p>Niches with demand, room for a new book and rising sales, scored every Monday.</p>
          )
        }
      />
      <Section id="niches" title="Niches, best first">
        {load.kind === "failed" ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            We couldn&apos;t load this week&apos;s niches: {load.message} Please reload the page in
            a moment.
          </p>
        ) : result?.pending ? (
          <p className="rounded-md bg-ink-50 px-3 py-2 text-sm text-ink-800">
            The first scoring of the niches is running now. Reload the page in a minute.
          </p>
        ) : result && result.niches.length > 0 ? (
          <ol className="grid gap-3">
            {result.niches.map((niche) => (
              <NicheCard key={`${niche.rank}-${niche.keyword}`} niche={niche} />
            ))}
          </ol>
        ) : (
          <p className="text-slate-700">No niche could be scored this week.</p>
        )}
        {result ? (
          <div className="mt-6 max-w-3xl rounded-xl bg-ink-50 p-4 text-sm text-slate-700">
            <p className="font-semibold text-ink-900">How the score is made</p>
            <p className="mt-1">{result.method.text}</p>
          </div>
        ) : null}
      </Section>
    </>
  );
}
