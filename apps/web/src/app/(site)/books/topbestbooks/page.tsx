import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { site } from "@/config/site";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "The best books for self-publishing authors",
  description:
    "Our picks of the best books for self-publishing authors on writing craft, book marketing and the business of publishing, and what each one will teach you.",
  path: "/books/topbestbooks",
  keywords: [
    "best books for self-publishers",
    "books on writing craft",
    "book marketing books",
    "self-publishing books",
    "author business books",
  ],
});

type Recommendation = { title: string; author: string; why: string };
type Shelf = { id: string; title: string; intro: string; books: readonly Recommendation[] };

const shelves: readonly Shelf[] = [
  {
    id: "craft",
    title: "Craft",
    intro:
      "Better books are easier to sell. Start here if you are still finding your voice or structure.",
    books: [
      {
        title: "On Writing: A Memoir of the Craft",
        author: "Stephen King",
        why: "Part memoir, part toolbox. Its advice on cutting, reading widely and writing every day is the most practical short course in the habit of writing.",
      },
      {
        title: "Save the Cat! Writes a Novel",
        author: "Jessica Brody",
        why: "A beat-by-beat plotting method adapted from screenwriting. Useful when a draft sags in the middle or you want a series of books to feel consistent.",
      },
      {
        title: "Bird by Bird",
        author: "Anne Lamott",
        why: "Permission to write bad first drafts and to work in small pieces, which is how most books actually get finished.",
      },
      {
        title: "Self-Editing for Fiction Writers",
        author: "Renni Browne and Dave King",
        why: "Two professional editors show how to fix dialogue, point of view and pacing yourself, before you pay someone else to.",
      },
      {
        title: "The Elements of Style",
        author: "William Strunk Jr. and E. B. White",
        why: "A short, classic guide to clear English. Its advice applies as much to a book description as to the book.",
      },
    ],
  },
  {
    id: "marketing",
    title: "Marketing",
    intro:
      "A good book still needs readers to find it. These explain how readers discover books and how to reach them.",
    books: [
      {
        title: "Your First 1000 Copies",
        author: "Tim Grahl",
        why: "Builds everything around an email list and genuine connection with readers, rather than one-off launch tricks.",
      },
      {
        title: "Let's Get Digital",
        author: "David Gaughran",
        why: "A thorough guide to self-publishing and marketing books online, from production and pricing to how retailer algorithms surface books.",
      },
      {
        title: "Strangers to Superfans",
        author: "David Gaughran",
        why: "Follows a reader's path from first seeing your cover to waiting for your next release, and shows what to fix at each step.",
      },
      {
        title: "Newsletter Ninja",
        author: "Tammi Labrecque",
        why: "How to build an author newsletter people actually open, and why a small engaged list beats a large silent one.",
      },
      {
        title: "How to Market a Book",
        author: "Joanna Penn",
        why: "A broad overview of book marketing options, useful for choosing the few that fit your genre and time.",
      },
    ],
  },
  {
    id: "business",
    title: "Business",
    intro:
      "Publishing for the long run means treating your books as a business. These cover planning, money and mindset.",
    books: [
      {
        title: "Write. Publish. Repeat.",
        author: "Sean Platt and Johnny B. Truant",
        why: "Makes the case for a growing catalogue over a single hit, with practical thinking on series, pricing and product funnels.",
      },
      {
        title: "Business for Authors",
        author: "Joanna Penn",
        why: "Covers what most writing books skip: income streams, rights, money, planning and running an author business.",
      },
      {
        title: "The Business of Being a Writer",
        author: "Jane Friedman",
        why: "A clear map of how publishing works and where money is made, helpful for deciding what to self-publish and how.",
      },
      {
        title: "Write to Market",
        author: "Chris Fox",
        why: "How to study a genre's readers and bestsellers before writing, which is niche research for fiction authors.",
      },
      {
        title: "The War of Art",
        author: "Steven Pressfield",
        why: "A short, blunt book about resistance and turning up to work every day. Read it when the next book will not start.",
      },
    ],
  },
];

export default function TopBestBooksPage() {
  return (
    <>
      <PageIntro
        eyebrow="Reading list"
        title="The best books for self-publishing authors"
        lead={
          <p>
            Tools help with the mechanics of KDP; these books help with everything around them. Each
            pick is widely read by independent authors, and for each one we say what it will teach
            you. We are not paid to recommend any of them.
          </p>
        }
      >
        <nav aria-label="Shelves" className="flex flex-wrap gap-2">
          {shelves.map((shelf) => (
            <a
              key={shelf.id}
              href={`#${shelf.id}`}
              className="inline-flex rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-ink-50"
            >
              {shelf.title}
            </a>
          ))}
        </nav>
      </PageIntro>

      {shelves.map((shelf) => (
        <Section
          key={shelf.id}
          id={shelf.id}
          title={shelf.title}
          intro={shelf.intro}
          className="scroll-mt-24 border-b border-slate-100"
        >
          <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {shelf.books.map((book) => (
              <li
                key={book.title}
                className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5"
              >
                <span
                  aria-hidden="true"
                  className="h-20 w-14 shrink-0 rounded-sm bg-linear-to-br from-ink-700 to-ink-900 shadow-sm ring-1 ring-ink-900/10"
                />
                <div>
                  <h3 className="font-semibold leading-snug text-ink-900">
                    <cite className="not-italic">{book.title}</cite>
                  </h3>
                  <p className="mt-0.5 text-sm text-slate-600">by {book.author}</p>
                  <p className="mt-2 text-sm text-slate-700 leading-6">{book.why}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>
      ))}

      <Section id="ours" title="And our own">
        <p className="max-w-3xl text-slate-700 leading-7">
          {site.name} publishes a practical guide to KDP, from the first idea to a selling book, in
          print, as an eBook and as an audiobook.{" "}
          <Link href="/spt-book" className="font-medium text-ink-700 underline">
            See what is inside our book
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
