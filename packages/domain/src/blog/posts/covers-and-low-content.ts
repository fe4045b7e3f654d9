import type { BlogPostSource } from "../types";

/* Articles in "Covers & formatting" (2) and "Low-content books" (5). */
export const coverAndLowContentPosts: readonly BlogPostSource[] = [
  {
    id: 11,
    index: 11,
    slug: "paperback-spine-width-formula",
    title: "Spine width: the formula KDP uses, with worked examples",
    categoryId: 2,
    date: "2026-01-19",
    summary:
      "The spine is page count times paper thickness. The thickness depends on paper and ink; here are the numbers and three worked examples.",
    body: `A paperback cover is one image: back, spine and front side by side, with bleed around the edge. Its width depends on the spine, and the spine depends on your page count and paper.

## The formula
Spine width = page count × paper thickness per page. KDP's per-page figures:
- white paper, black ink: 0.002252 in (0.0572 mm);
- cream paper, black ink: 0.0025 in (0.0635 mm);
- standard colour: 0.002252 in;
- premium colour: 0.002347 in (0.0596 mm).

## Worked examples
A 6 × 9 in paperback with 120 pages on white paper has a spine of 120 × 0.002252 = 0.270 in. The full cover is 0.125 + 6 + 0.270 + 6 + 0.125 = 12.520 in wide and 0.125 + 9 + 0.125 = 9.250 in tall.

An 8.5 × 11 in book of 110 white pages: spine 0.248 in, cover 17.498 × 11.250 in, which at 300 DPI is 5249 × 3375 pixels.

The same 120 pages on cream paper give a 0.300 in spine: change the paper and the cover must change too.

## Spine text
KDP needs at least 79 pages before it allows text on the spine; Cover Creator asks for 80. Since page counts are billed in even numbers, plan for 80. Keep spine text 0.0625 in away from each fold.

## Hardcovers are different
Case laminate hardcovers add boards, a wrap of about 0.591 in on each outer edge and hinges, and the spine gains about 0.189 in. Do not reuse a paperback template for a hardcover.

Our cover template generator computes all of this for any trim, page count and paper, and draws a PDF and PNG template with the spine, bleed and safe areas marked.`,
  },
  {
    id: 12,
    index: 12,
    slug: "choosing-a-trim-size",
    title: "Choosing a trim size: what each one is for",
    categoryId: 2,
    date: "2026-02-02",
    summary:
      "6 × 9 is the default for a reason, but not for every book. How trim affects page count, printing cost and what readers expect.",
    body: `Trim size is the size of the printed page. It is locked once the book is published, so choose it before you format the interior.

## What readers expect
- Novels: 5 × 8, 5.25 × 8, 5.5 × 8.5 or 6 × 9 in. Smaller trims feel like a trade paperback from a bookshop.
- Non-fiction: 6 × 9 in is the common choice; 7 × 10 suits workbooks.
- Children's picture books, cookbooks and activity books: 8 × 10, 8.5 × 8.5 or 8.5 × 11 in.
- Journals and planners: 6 × 9 or 8.5 × 11 in.

## Trim changes cost
KDP prices large trims higher. A trim is large when it is wider than 6.12 in or taller than 9 in. On amazon.com a black-ink paperback costs $1.00 plus $0.012 a page on a regular trim, and $1.00 plus $0.017 a page on a large one. For a 300-page book that is $4.60 against $6.10: a difference every sale pays.

## Trim changes page count
The same manuscript on a smaller page runs to more pages, which raises the per-page part of the cost and thickens the spine. Format a sample chapter in two trims and compare before deciding.

## Page limits
Each trim has a page range: 24 to 828 pages for black ink on white paper in the common sizes, fewer on the largest trims (8.5 × 11 allows up to 590). Hardcovers run from 75 to 550 pages and come in five trims.

## Expanded Distribution
If you want bookshops and libraries to be able to order the book, check that your trim is eligible: 8.25 × 6, 8.25 × 8.25 and 8.25 × 11 are not.`,
  },
  {
    id: 13,
    index: 13,
    slug: "bleed-margins-and-the-safe-area",
    title: "Bleed, margins and the safe area, without the jargon",
    categoryId: 2,
    date: "2026-03-02",
    summary:
      "Why a cover is bigger than the book, why text must stay away from the edge, and the numbers KDP checks.",
    body: `Printing is not perfectly precise. Sheets shift a fraction of a millimetre before they are cut. Bleed and safe areas are how a design survives that.

## Bleed
Anything that should reach the edge of the page, a background colour or a photo, must extend past it. KDP asks for 0.125 in (3.2 mm) of bleed on every outer edge of a cover. That is why a 6 × 9 in cover file is 9.25 in tall.

## The safe area
Text and important details must stay well inside the trim line. For covers, keep them at least 0.125 in inside the trim, which is 0.25 in from the edge of the file. Borders are risky: a thin frame near the edge shows any shift, so keep it at least 0.25 in inside the trim too.

## Interior margins
Inside pages need a gutter, the margin at the binding, that grows with page count: 0.375 in for up to 150 pages, rising to 0.875 in for books over 700 pages. Outside margins must be at least 0.25 in, or 0.375 in if the interior has bleed.

## The barcode box
KDP places a barcode in a 2 × 1.2 in white box at the bottom right of the back cover. Leave that space clear of anything important.

## Check before you upload
Open your cover template as a layer under your artwork and look at every guide: bleed, trim, safe area, spine folds and barcode. It is the fastest way to avoid a rejected file. The previewer in KDP will catch problems, but a week of back and forth with it is avoidable.`,
  },
  {
    id: 14,
    index: 14,
    slug: "ebook-cover-size-and-files",
    title: "eBook covers: size, format and what shows in search",
    categoryId: 2,
    date: "2026-03-16",
    summary:
      "An eBook cover is a single image, ideally 2560 × 1600 pixels. What that means for design, and why the thumbnail matters most.",
    body: `An eBook cover is simpler than a print cover: no spine, no back, just the front as one image. KDP's guidance asks for an ideal size of 2560 pixels tall by 1600 wide, a height-to-width ratio of 1.6 to 1.

## The limits
- Minimum 1000 × 625 pixels; covers under 500 pixels on the short side are not shown.
- Maximum 10,000 × 10,000 pixels and 50 MB.
- JPEG or TIFF, in RGB colour.

## Design for the thumbnail
Shoppers meet your cover at the size of a postage stamp in search results. Before you approve a design, shrink it to 160 pixels tall and look at it next to the top books in your category.
- Can you read the title? If not, the type is too small or too thin.
- Does it say the genre at a glance? Romance, thriller and self-help covers follow conventions for a reason.
- Does it stand out from its neighbours, while still fitting in?

## Match the print edition
Use the same artwork as the paperback front, adjusted to the eBook ratio, so readers recognise the book in every format.

## No promotional text
KDP's guidelines keep prices, "free" and sales claims off the cover image as well as the listing.

## Update it
A cover is not forever. If a book's click-through rate in ads is low, a new cover is often the single biggest improvement available.`,
  },
  {
    id: 15,
    index: 15,
    slug: "hardcover-case-laminate-guide",
    title: "Publishing a hardcover on KDP: what changes from the paperback",
    categoryId: 2,
    date: "2026-04-13",
    summary:
      "KDP's case laminate hardcover has its own trims, page limits, cover geometry and printing cost. A checklist before you add one.",
    body: `A hardcover edition gives readers a gift-quality option and shows a higher list price beside your paperback, which makes the paperback look good value. KDP prints case laminate hardcovers: the cover is printed and laminated onto the boards, with no dust jacket.

## Trims and pages
Hardcovers come in 5.5 × 8.5, 6 × 9, 6.14 × 9.21, 7 × 10 and 8.25 × 11 inches, from 75 to 550 pages. Ink is black on white or cream paper, or premium colour on white. There is no standard colour and no Expanded Distribution.

## The cover is a different shape
The printed cover wraps around boards. It has a wrap of about 0.591 in on each outer edge, boards slightly larger than the page, hinges of about 0.394 in beside the spine, and a spine about 0.189 in wider than the page count alone suggests. A 6 × 9 in hardcover of 120 pages needs a cover of 14.034 × 10.417 in. Your paperback cover file will not fit; make a new template.

## Printing cost
On amazon.com a regular-trim black-ink hardcover costs $5.65 plus $0.012 a page from 110 pages, so a 300-page book costs $9.25 to print. The royalty rule is the paperback's: 60% of the list price at or above $9.99, 50% below, minus printing.

## Where it sells
Hardcovers sell on amazon.com, the UK and the main EU stores, but not in Japan.

## Worth it?
For gift books, children's books and non-fiction that readers keep, often yes. Price it so it earns at least as much per copy as the paperback.`,
  },
  {
    id: 16,
    index: 16,
    slug: "low-content-books-done-right",
    title: "Low-content books done right",
    categoryId: 5,
    date: "2026-02-16",
    summary:
      "Journals, logbooks and planners can sell for years, if they are made for a real reader. What KDP requires, and what buyers notice.",
    body: `Low-content books are books whose interior is mostly blank or repeated: journals, logbooks, planners, sketchbooks. KDP treats them differently, and so do buyers.

## Tick the box
KDP asks you to mark a book as low-content when you publish it. A low-content paperback does not need an ISBN and cannot use Expanded Distribution. Not ticking the box when it applies is against the content guidelines.

## Make it for someone
The low-content books that keep selling are specific. Not "notebook" but "fishing logbook with tide, weather and catch pages". Specific books match specific searches, and their buyers leave reviews that help the next one.

## Interior quality
- Design the pages for the trim: a 6 × 9 logbook and an 8.5 × 11 planner need different layouts.
- Use realistic line spacing and box sizes: print a page and fill it in by hand.
- Add a few pages that make it more than blank: an index, instructions, a year overview.

## Price against printing cost
A 120-page black-ink paperback on amazon.com costs $1.00 + 120 × $0.012 = $2.44 to print. At $6.99 it earns 50% of $6.99 minus $2.44, which is $1.06; at $9.99 the rate becomes 60% and it earns $3.55. That threshold matters more for cheap books than for any other kind.

## Watch the weekly limit
KDP limits how many new titles an account can publish in a week. Plan releases rather than uploading dozens of variations at once.`,
  },
  {
    id: 17,
    index: 17,
    slug: "puzzle-books-that-get-good-reviews",
    title: "Puzzle books that get good reviews",
    categoryId: 5,
    date: "2026-03-30",
    summary:
      "Word searches, sudoku and mazes are popular and crowded. The difference between a one-star and a five-star puzzle book is mostly care.",
    body: `Puzzle books are bought as gifts and used by people who notice mistakes. Reviews in the category are blunt: a puzzle with no solution, a word that is not in the grid, or print too small to read will sink a book.

## Check every puzzle
Generate puzzles with software that verifies them: a sudoku must have exactly one solution, a word search must contain every listed word, a maze must have a path. Then spot-check by hand. Include the solutions at the back, clearly numbered.

## Size for the reader
Large-print puzzle books are a category of their own because many buyers want them. Use 8.5 × 11 in pages, clear fonts of at least 14 point for word lists, and generous grid cells.

## Difficulty that matches the promise
If the cover says "easy", the first puzzles should be easy. Grade difficulty and say how on the first page. Mixed-difficulty books should progress from easy to hard.

## Themes sell
Themed word searches (gardening, bible verses, a decade's music) reach buyers searching for those themes, and make better gifts than generic collections. Use themes you can fill with good words.

## Listing
Say the count ("100 puzzles with solutions"), the difficulty, and the print size in the subtitle or description. Show a sample page in A+ content: buyers want to see the grid before they buy.

## Trademarks
Themes built on franchises, characters or brand names are a trademark risk. Keep to generic themes unless you have permission.`,
  },
  {
    id: 18,
    index: 18,
    slug: "colouring-books-line-art-and-paper",
    title: "Colouring books: line art, paper and one-sided pages",
    categoryId: 5,
    date: "2026-05-11",
    summary:
      "Colouring books live or die by their line art and by bleed-through. How to make one that colourists recommend.",
    body: `Colouring books are bought by adults and children who care about two things: pictures worth colouring and pages that survive the colouring.

## Line art
Use clean, closed lines at a weight that prints crisply; thin hairlines break up in print and thick ones leave little to colour. Vector art scales cleanly; raster art must be at least 300 DPI at print size. Check every image at 100% for stray pixels and gaps.

## One-sided pages
KDP prints on both sides of the paper. Markers bleed through, so most good colouring books print each image on the right-hand page and leave the back blank or grey. It doubles the page count; price accordingly.

## Paper and ink
Colouring books are usually black ink on white paper. Premium colour paper is heavier (60 to 71 lb) but prints colour at a much higher cost, which a black-and-white colouring book does not need.

## Trim
8.5 × 11 in gives the most room and is what most buyers expect. Children's books also work at 8.5 × 8.5 in.

## Listing
- Say the number of images and who they suit: age range or skill level.
- Say that images are single-sided, if they are. Buyers search for it.
- Show three or four sample pages in A+ content.

## Originality
Do not trace or copy characters from films, games or other books. Franchises are trademarked and their art is copyrighted; KDP removes such books, sometimes with the account.`,
  },
  {
    id: 19,
    index: 19,
    slug: "planners-and-dated-journals",
    title: "Planners and dated journals: timing is the product",
    categoryId: 5,
    date: "2026-08-03",
    summary:
      "A dated planner sells in a window and then stops. How to plan its release, its range and its listing so it sells every year.",
    body: `A dated planner is a product with an expiry date. A 2027 planner sells from late summer 2026 to early 2027, and then almost not at all. That shapes everything about making one.

## Publish early
Shoppers look for next year's planner from August. KDP can take up to 72 hours to publish a book and longer if the files need fixing, so have it live by the end of July. Order a proof copy first: a wrong date in a printed planner cannot be corrected after a reader buys it.

## Dated or undated
Undated planners sell all year and never expire, but buyers who want dates will pass them by. Many authors publish both: a dated edition each year and an undated one that stays live.

## Get the calendar right
Check every date, weekday and holiday against a real calendar for the year and for the country the planner is for. Week starts (Monday or Sunday) differ by country; say which in the subtitle.

## Design for use
- Enough room to write in each day; print a page and try it.
- Tabs or a monthly index at the start.
- A trim that fits a bag: 6 × 9 or 7 × 10 in.

## Listing
Put the year in the title ("2027 Weekly Planner") so it matches searches, and say the date range covered, for example "January to December 2027". Next year, publish a new edition rather than editing the old one: KDP locks the title after publishing.`,
  },
];
