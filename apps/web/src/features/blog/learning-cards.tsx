import Link from "next/link";
import { readContentCards } from "./blog-api";

/** Courses, and the video channel and community group when configured (`/api/content/cards/*`). */
export async function LearningCards() {
  const answers = await Promise.all([
    readContentCards("courses"),
    readContentCards("yt"),
    readContentCards("fb"),
  ]);
  const cards = answers.flatMap((answer) => (answer.ok ? answer.data : []));
  if (cards.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="learning-cards">
      {cards.map((card) => {
        const external = /^https?:\/\//.test(card.href);
        return (
          <li key={card.id} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-ink-900">{card.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{card.description}</p>
            {external ? (
              <a
                href={card.href}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-block font-semibold text-ink-700 underline"
              >
                Open
              </a>
            ) : (
              <Link
                href={card.href}
                className="mt-2 inline-block font-semibold text-ink-700 underline"
              >
                Open
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
