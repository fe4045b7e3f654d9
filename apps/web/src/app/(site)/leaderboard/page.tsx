import { PageIntro } from "@/components/layout/page-intro";
import { LeaderboardView } from "@/features/gamification/leaderboard-view";
import { xpTableRows } from "@/features/gamification/xp-table";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Leaderboard",
  description:
    "This month's ranking of members by points earned with the tools, your rank, and the streaks that earn bonus points.",
  path: "/leaderboard",
  keywords: ["leaderboard", "points", "streak"],
});

export default function LeaderboardPage() {
  return (
    <>
      <PageIntro
        eyebrow="Points and streaks"
        title="Leaderboard"
        lead="Members ranked by the points they earned this month. Use the tools and come back each day to climb."
      />
      <LeaderboardView />
      <section aria-labelledby="how-points-title" className="py-10">
        <h2 id="how-points-title" className="text-xl font-bold text-ink-900">
          How points are earned
        </h2>
        <ul className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
          {xpTableRows().map((row) => (
            <li key={row.what} className="rounded-lg border border-slate-200 px-4 py-3">
              <span className="font-semibold text-slate-900">{row.what}</span>: {row.points}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
