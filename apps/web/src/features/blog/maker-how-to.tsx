import Link from "next/link";
import { readMakerHowTo } from "./blog-api";

/** The maker how-to collections (`/api/content/makerhowto`): articles and the tool for each job. */
export async function MakerHowTo() {
  const collections = await readMakerHowTo();
  if (!collections.ok || collections.data.length === 0) return null;
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="maker-how-to">
      {collections.data.map((collection) => (
        <div key={collection.id} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-ink-900">{collection.title}</h3>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {collection.links_list.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-ink-700 underline">
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
