import { deepViewBatchLimit } from "../../catalogue/claims";

/* The KDP Masterclass, modules 1–4, written out. Body format: the blog's safe subset. */
export const masterclassLessonsOneToFour: Record<string, string> = {
  // Module 1: Getting started on KDP
  "masterclass-m1-l1": `This course takes one book from idea to a running series of ads. Each lesson is short and ends with something to do.

## How to use it
- Work through the modules in order the first time; later, come back to the lesson you need.
- Keep a notebook for your book: niche notes, keywords, prices, dates.
- Mark each lesson complete when you have done its task; your progress is saved, and the course opens where you stopped.

Every number in the course comes from KDP's published rules, the same tables the site's calculators use.`,
  "masterclass-m1-l2": `KDP publishes three formats on one product page: eBook, paperback and hardcover.

## Kindle Unlimited
Enrolling the eBook in KDP Select (90 days, renewable) puts it in Kindle Unlimited. Readers borrow it and you earn from a monthly fund per page read. In exchange, the eBook may not be sold or given away anywhere else.

## Print on demand
Paperbacks and hardcovers are printed when ordered. You never hold stock; the printing cost is taken from each sale.

Task: decide which formats your first book will have.`,
  "masterclass-m1-l3": `Set up your KDP account before you need it.

## Steps
- Sign in at kdp.amazon.com with an Amazon account.
- Complete the tax interview: it decides how much tax is withheld from royalties paid to you.
- Add bank details for each marketplace currency, or accept payment by the nearest supported method.

KDP pays royalties monthly, about 60 days after the month of the sale. Task: finish the tax interview now, so nothing waits on it at launch.`,
  "masterclass-m1-l4": `Royalties depend on format and price.

## eBook
35% of the list price without VAT, or 70% minus a delivery cost when the price is inside the store's band. On amazon.com the delivery cost is $0.15 per MB.

## Print
60% of the list price minus printing at or above the threshold ($9.99 on amazon.com, €9.99 in the EUR stores, £7.99 in the UK); 50% below it. A 300-page black-ink 6 × 9 paperback costs $1.00 + 300 × $0.012 = $4.60 to print: $1.39 per sale at $9.99.

Task: run your book through the royalty calculator.`,
  "masterclass-m1-l5": `Books on KDP fall into three kinds.

## Low-content
Journals, logbooks, planners: mostly repeated or blank pages. Quick to make, crowded, and must be marked as low-content in KDP.

## Medium-content
Puzzle, activity and colouring books: the pages are the product, and quality shows in reviews.

## High-content
Fiction and non-fiction with a manuscript. Slower to make, and a good one sells for years.

Task: write down which kind suits your time and skills for the next three months.`,
  "masterclass-m1-l6": `Your first book should teach you the whole process without taking a year.

## Choose with three questions
- Can you finish it in six to eight weeks?
- Do books like it sell now? Look for ranks under 100,000 on the first page of search.
- Can you make it better or more specific than what is there?

A focused non-fiction guide or a well-made activity book is often a better first book than a long novel. Task: list three ideas and score them on the three questions.`,
  "masterclass-m1-l7": `Trim size, paper and ink are locked once a paperback is published.

## Trim
6 × 9 in is the common non-fiction and fiction size; 8.5 × 11 in suits workbooks and activity books. Trims wider than 6.12 in or taller than 9 in cost more to print.

## Paper and ink
White or cream paper with black ink for text. Standard colour (72 to 600 pages) or premium colour for images; premium colour costs $0.065 a page on amazon.com against $0.012 for black.

Task: choose the trim, paper and ink for your book.`,
  "masterclass-m1-l8": `Every paperback needs an ISBN; eBooks do not.

## Two choices
- The free KDP ISBN: KDP is listed as the publisher, and the ISBN can only be used with KDP.
- Your own ISBN, bought from your country's agency: your imprint is the publisher, and you can use the same ISBN elsewhere.

Each format needs its own ISBN. Low-content paperbacks can be published without one. Task: decide which route fits your plans for other stores.`,
  "masterclass-m1-l9": `A pen name lets you publish under a name that fits the genre or keeps your privacy.

## Rules that matter
- The author name is locked once published; choose carefully.
- Do not use or imitate a well-known author's name. KDP suggests adding a middle name or initial when a name is close.
- Use one name per genre, so readers who follow it get what they expect.

Task: pick a pen name, search it on Amazon and the web, and write it down with its spelling and punctuation.`,
  "masterclass-m1-l10": `Finish the module with a plan for your first month.

## Week by week
- Week 1: account and tax interview done; book idea chosen.
- Week 2: niche and keyword research (module 2).
- Weeks 3 and 4: outline and start the interior (module 3).

Put the dates in a calendar. A small, written plan beats a large one in your head. Task: create your plan in the book planner and set the due dates.`,

  // Module 2: Niche and keyword research
  "masterclass-m2-l1": `Readers find books three ways on Amazon: search, category browsing and recommendations.

Search matters most for a new book, because recommendations need sales first. Amazon's search matches the words shoppers type against your title, subtitle, author, keyword boxes and categories, then ranks by relevance and by how well books sell for that search.

Task: write five phrases a reader might type to find a book like yours, before looking anything up.`,
  "masterclass-m2-l2": `Amazon's search suggestions are built from what shoppers type.

## Mining them
- Type your seed phrase in the Books or Kindle department and note every suggestion.
- Add each letter a to z after the seed, then before it.
- Try question words: how, what, best.

A suggestion that appears after a short prefix and near the top is searched often. Task: collect 30 phrases for your seed and mark the ones that appear for several prefixes.`,
  "masterclass-m2-l3": `Every book has a Best Seller Rank (BSR) in its store: #1 is the best-selling book of the moment.

## Reading it
The rank updates about hourly from recent sales, with recent hours weighed more. It is relative: a rank says how a book sells compared with others, not how many copies.

Kindle Unlimited borrows count like sales. Task: note the ranks of the top ten books for your main phrase.`,
  "masterclass-m2-l4": `Published curves turn ranks into estimated sales. On amazon.com's Kindle Store they agree roughly: rank 1,000 is about 100 sales a day, rank 10,000 about 15, rank 100,000 about one.

## Use ranges
Curves differ by a factor of two at some ranks, so treat each estimate as a low–typical–high range. Smaller stores sell less at the same rank.

Task: run your top ten books through the BSR calculator and add up the typical monthly sales of the niche.`,
  "masterclass-m2-l5": `Competition is how hard it is to appear on the first page.

## What to look at
- Review counts of the top ten: under 50 is open, thousands is closed.
- Publishers: a page of independent authors is easier than one of big publishers.
- Age: several books under a year old means new books can break in.
- Cover and title quality: weak listings are an opportunity.

Task: score your phrase's first page from 1 (open) to 5 (closed).`,
  "masterclass-m2-l6": `Quick View shows a product's key numbers while you browse Amazon: rank, estimated sales, price, reviews and age.

## How to use it
Open a search results page and read the overlay for each book. You are looking for patterns, not single numbers: are the books that sell new or old, cheap or expensive, long or short?

Task: browse your niche's first two pages and write three patterns you see.`,
  "masterclass-m2-l7": `Deep View analyses up to ${deepViewBatchLimit} products for a keyword at once.

## What it adds
A table of every book with rank, price, pages, age, reviews and estimated sales and royalty as ranges, and a summary: median rank and reviews, share of independent authors, how many of the top ten are under a year old, and sales needed to reach #1 and #10.

Task: run Deep View on your main phrase and read the summary before the table.`,
  "masterclass-m2-l8": `Readers tell you what is missing in their reviews.

## Mining reviews
Read the three-star reviews of the top books: they praise and complain in the same breath. Note repeated complaints: too short, too basic, typos, poor layout, missing topics.

Each complaint is a feature for your book. Task: list the five most common complaints in your niche and how your book fixes each.`,
  "masterclass-m2-l9": `Some niches sell for a few weeks a year: planners, holiday colouring books, gift journals, exam guides.

## Timing
Publish six to eight weeks before the peak, so the book is indexed and has a few sales when searches rise. A dated planner should be live by the end of July for the next year.

Seasonal books can be good earners if you plan the calendar. Task: mark the peak months of your niche, if it has any.`,
  "masterclass-m2-l10": `Finish research with a decision.

## A simple score
Give demand (search suggestions, ranks) and competition (reviews, publishers, age) a score from 0 to 100 each, and combine them, keeping both parts visible. A niche with middling demand and low competition often beats a famous one.

Write down the score and the date: ranks change. Task: choose your niche and your five main keyword phrases.`,

  // Module 3: Creating interiors
  "masterclass-m3-l1": `Plan the interior before you write or design a page.

## Decide
- Trim size, paper and ink (module 1).
- Page count target: it sets the spine and the printing cost.
- Sections and their order: front matter, body, back matter.

A 300-page paperback costs $4.60 to print on amazon.com; 250 pages cost $4.00. Task: write a page plan with a target count.`,
  "masterclass-m3-l2": `Low-content interiors succeed when they fit one use exactly.

## Make them useful
- Design pages for a specific task: a fishing log with tide, weather and catch fields.
- Print a page and fill it in by hand to test spacing.
- Add a few helpful pages: instructions, an index, a yearly overview.

Mark the book as low-content in KDP. Task: draft two pages and test them on paper.`,
  "masterclass-m3-l3": `Puzzle books are used by people who notice mistakes.

## Quality checks
- Generate puzzles with software that verifies them: one solution per sudoku, every listed word in the word search.
- Print solutions at the back, numbered to match.
- Use large print for the many buyers who want it: 8.5 × 11 in pages and 14 pt word lists.

Task: make ten puzzles, solve them by hand, and fix anything that fails.`,
  "masterclass-m3-l4": `Activity books for children mix puzzles, drawing and learning.

## Make them right for the age
- Match the difficulty to the age on the cover.
- Use clear instructions a child can read, or an adult can read aloud.
- Avoid characters and brands you do not own.

Leave room to write and draw; children press hard and write large. Task: pick an age range and draft five activities for it.`,
  "masterclass-m3-l5": `Colouring books depend on the line art and the paper.

## Line art
Clean, closed lines at a weight that prints crisply, at 300 DPI or as vector art.

## Bleed-through
KDP prints on both sides of the paper, so most colouring books print each image on the right-hand page with the back left blank. That doubles the page count; price for it.

Task: check your images at 100% for gaps and stray pixels.`,
  "masterclass-m3-l6": `Non-fiction gets written faster with a plan and a routine.

## Method
- Outline chapters from the questions readers ask (your research notes).
- Write a rough draft quickly, one chapter per session, without editing.
- Edit in a second pass for order, a third for sentences.

A 30,000-word guide at 1,000 words a day is six weeks with editing. Task: write your outline and schedule your writing sessions.`,
  "masterclass-m3-l7": `Fiction on KDP rewards genre knowledge and series.

## Essentials
- Read the top ten books in your subgenre and note the tropes readers expect.
- Plan a series: readers who finish book one buy book two.
- Keep the length close to the genre's norm.

Kindle Unlimited suits heavy genre readers; consider KDP Select for fiction. Task: list the five tropes your book will deliver.`,
  "masterclass-m3-l8": `Margins keep text out of the binding and away from the trim.

## KDP's minimums
- Inside (gutter): 0.375 in up to 150 pages, 0.5 in to 300, 0.625 in to 500, 0.75 in to 700, 0.875 in above.
- Outside, top and bottom: 0.25 in without bleed, 0.375 in with bleed.
- Bleed: extend images 0.125 in past the trim only when pages really bleed.

Task: set your document's margins for your page count.`,
  "masterclass-m3-l9": `Readable pages keep readers reading.

## Choices that help
- A book typeface (Garamond, Caslon, Palatino) at 10.5 to 12 pt for body text.
- Line spacing about 1.2 to 1.4 times the type size.
- Headings that stand out but match the body.

Avoid very thin fonts: they print grey. Make sure every font is licensed for print and embedded in the PDF. Task: print a sample page in two typefaces and choose.`,
  "masterclass-m3-l10": `KDP needs one print-ready PDF for the interior.

## Export checklist
- Page size equal to the trim (plus bleed if used).
- All fonts embedded; images at 300 DPI.
- No crop marks, no spreads, no comments.
- Page count even and within the trim's limits.

Upload it and read every page in KDP's previewer; then order a proof. Task: export and preview your interior.`,

  // Module 4: Covers that sell
  "masterclass-m4-l1": `Shoppers meet your cover as a thumbnail in search results.

## What gets clicked
- The title readable at thumbnail size.
- The genre clear at a glance.
- Contrast with the neighbouring covers.

A cover's job is to get the click; the description's job is the sale. Task: shrink your draft cover to 160 px tall and compare it with the top ten in your niche.`,
  "masterclass-m4-l2": `Each niche has cover conventions; readers use them to recognise what they want.

## Study them
Collect the top 20 covers of your niche and note typography, colour, imagery and layout. Then decide what to follow and where to stand out.

A thriller that looks like a romance confuses the buyer it needs. Task: make a mood board of your niche's covers with notes.`,
  "masterclass-m4-l3": `The cover file's size depends on trim, page count and paper.

## The formula
Width = 0.125 + trim width + spine + trim width + 0.125 in; height = 0.125 + trim height + 0.125 in. Spine = pages × 0.002252 in (white) or 0.0025 in (cream). A 6 × 9 in book of 120 white pages: 12.520 × 9.250 in.

Text on the spine needs at least 79 pages (plan for 80). Task: make your template with the cover template generator.`,
  "masterclass-m4-l4": `The front cover carries the title, the author and one image or design idea.

## Design it
- Title large, in a typeface that fits the genre.
- One strong focal image, not a collage.
- Author name smaller, unless you are known.

Keep all text 0.125 in inside the trim. Task: design two front covers and test them as thumbnails with people who read the genre.`,
  "masterclass-m4-l5": `The back cover and spine finish the print book.

## Back cover
A short hook and a few lines about the book, an author line, and clear space for the barcode: a 2 × 1.2 in box at the bottom right that KDP fills.

## Spine
Title and author, reading top to bottom in most markets, kept 0.0625 in from each fold. Task: lay out your back cover on the template.`,
  "masterclass-m4-l6": `Typography makes or breaks a cover.

## Rules of thumb
- Two typefaces at most.
- Big, short titles read best; break long ones over lines by meaning.
- Check contrast: text must stand out from the image behind it.

Never go below 7 pt anywhere on the cover, and use fonts licensed for commercial use. Task: set your title in three typefaces and pick the clearest at thumbnail size.`,
  "masterclass-m4-l7": `Colour sets mood and genre before a word is read.

## Use it deliberately
- Dark, saturated tones for thrillers; warm, light tones for romance and cosy genres; clean, bright colours for non-fiction.
- High contrast between title and background.
- Print colours look darker than the screen: lighten dark images slightly.

Supply images at 300 DPI. Task: check your cover in greyscale: if the title disappears, raise the contrast.`,
  "masterclass-m4-l8": `A series needs covers that belong together.

## Brand the series
- The same typefaces, layout and title position on every book.
- One element that changes per book: colour, image or number.
- The series name in the same place.

Readers spot a series in search results and buy in order. Task: sketch how book two of your series will look next to book one.`,
  "masterclass-m4-l9": `Most cover rejections come from a few mistakes.

## Avoid
- Text or important images inside the 0.125 in bleed zone.
- A spine width for the wrong page count or paper.
- Text on the spine of a book under 79 pages.
- Images under 300 DPI, or fonts not embedded.

Rebuild the template whenever the page count changes. Task: check your cover file against this list.`,
  "masterclass-m4-l10": `A+ content shows images and text under your description.

## Sizes
Standard modules are 970 px wide: image header with text 970 × 600, image and text overlay 970 × 300, three images 300 × 300 each, four images 220 × 220 each.

## Rules
No prices, "free", calls to action or customer reviews; at most four short endorsements. Task: plan three modules and make templates at their sizes.`,
};
