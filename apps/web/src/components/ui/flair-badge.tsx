/** The small "New"/"Hot" label beside a menu link or a tool card's name. */
export function FlairBadge({ flair }: { flair: string }) {
  return (
    <span className="rounded-full bg-ember-100 px-1.5 py-0.5 text-[0.7rem] font-bold uppercase leading-none text-ember-700">
      {flair}
    </span>
  );
}
