import type { BlogPostSource } from "../types";

/* Articles in "Keywords & categories" (1) and "Listings & A+ content" (4). */
export const keywordAndListingPosts: readonly BlogPostSource[] = [
  {
    id: 1,
    index: 1,
    slug: "how-amazon-search-suggestions-reveal-demand",
    title: "How Amazon's search suggestions reveal what readers want",
    categoryId: 1,
    date: "2026-01-12",
    summary:
      "The drop-down under Amazon's search box is built from what shoppers type. Read it the right way and it tells you which phrases have demand, before you write a word.",
    body: `When a shopper types into Amazon's search box, the drop-down fills with completions. Amazon builds that list from what other shoppers searched for and bought, so a phrase that appears there is one real people type. It is the cheapest demand signal an author has, and it is free.

## Read the list, not just the first line
Three things in the list carry information. How early a phrase appears: a suggestion that shows after two letters is searched far more than one that needs the whole word. Its position: the first suggestions are the most popular for that prefix. And its breadth: a phrase that comes back for several different prefixes ("dog training", "training a dog", "how to train a dog") is a theme, not an accident.

## Expand a seed systematically
Start from a seed such as "keto cookbook". Type it alone, then the seed followed by each letter from a to z, then each letter followed by the seed, then question words ("how", "what", "best"). That is more than fifty lookups, which is why tools do it for you, but it is exactly what a patient author can do by hand.

- Note the store: amazon.com and amazon.co.uk answer differently.
- Search in the Books or Kindle department, not All, so gadgets do not crowd the list.
- Log out or use a private window, so your own history does not colour the results.

## What suggestions cannot tell you
They say nothing about how many books already serve that phrase, or how well those books sell. Pair every promising phrase with a look at the first page of results: their Best Seller Ranks and review counts are your competition. Demand without a weak first page is a crowded room; demand with one is a niche.`,
  },
  {
    id: 2,
    index: 2,
    slug: "seven-backend-keyword-boxes-explained",
    title: "The seven backend keyword boxes, explained",
    categoryId: 1,
    date: "2026-01-26",
    summary:
      "KDP gives you seven keyword boxes. Filling them well means no repeats, no wasted words, and nothing that breaks the rules.",
    body: `Every KDP book has seven keyword boxes on the details page. Readers never see them; Amazon's search does. They are where you put the phrases your title and subtitle could not hold.

## How much fits
KDP's help page says to watch the field limit. In practice each box takes 50 characters, and words across all seven boxes count, so think of them as one pool of about 350 characters. Amazon also matches words across boxes, so you do not need to repeat full phrases.

## What to leave out
- Words already in your title, subtitle or author name: they are indexed already, and repeating them wastes room.
- Plurals and singulars of the same word: search handles both.
- Stop words such as "the", "and", "for".
- Quotation marks, which KDP's keyword guidance asks you not to use.
- Other authors' names, book titles and brands you do not own: KDP lists these as reasons a listing can be blocked.
- Amazon program names such as "Kindle Unlimited" or "KDP Select".

## How to pack them
List the phrases you found in search suggestions, strike every word already in your title, and keep each remaining word once. Then fill the boxes in order of importance: the phrases with the most demand first. A box does not need to read like a sentence; "gift retired teacher funny notebook" is fine.

## Check the coverage
A good set lets every phrase you care about be assembled from your title and boxes together. If a phrase is missing one word, that word earns a place before a nice-to-have. Our 7 Backend Keywords tool does this packing, strikes what your title already covers, and flags words KDP's rules forbid.`,
  },
  {
    id: 3,
    index: 3,
    slug: "choosing-kdp-categories-after-2023",
    title: "Choosing your three KDP categories since the 2023 change",
    categoryId: 1,
    date: "2026-02-09",
    summary:
      "Since May 2023 you pick three categories per format in the dashboard, and support no longer adds more. Here is how to choose them.",
    body: `Until May 2023 authors picked two categories and could email support to be added to up to ten more. That route is gone. Since the end of May 2023 you choose three categories per format directly in the KDP dashboard, and changes take up to 72 hours to show.

## Three slots, three jobs
Give each slot a different job. One category that describes the book exactly, where the right reader browses. One where the competition is light enough that a modest launch can put you on its first page of best sellers. And one broad category where a strong month could carry you into a visible top 100.

## How to judge a category
Open the category's best seller list and look at the books at #1 and #20. Their Best Seller Ranks tell you how many sales a day it takes to be seen there. A category whose #20 sits at rank 200,000 needs only a sale or two a day; one whose #20 is at 3,000 needs dozens.

- Check each format separately: Kindle and print categories differ.
- Prefer categories that really describe the book. Amazon moves misfiled books, and readers who feel misled leave reviews that say so.
- Look at the age of the top books. A list full of books from the last year is one a new book can break into.

## Revisit them
Categories are not set once. After launch, watch where your book actually ranks. If it never appears in one of your three lists, swap that slot for another and measure again a month later.`,
  },
  {
    id: 4,
    index: 4,
    slug: "keyword-research-without-guesswork",
    title: "Keyword research without guesswork: demand, competition and a score",
    categoryId: 1,
    date: "2026-02-23",
    summary:
      "A keyword is worth targeting when people search for it and the books that answer it are beatable. How to put numbers on both halves.",
    body: `Most keyword advice stops at "find phrases people search for". That is half of the job. The other half is knowing whether your book can stand out when someone does.

## Demand
Amazon publishes no search volumes. The best free signal is autocomplete: a phrase that surfaces after a short prefix, near the top of the list, and for several prefixes is searched often. Paid data sources estimate volumes from panels; treat their numbers as ranges, not facts.

## Competition
Search the phrase in the Books or Kindle department and look at the first page:
- how many results Amazon reports;
- the Best Seller Ranks of the top ten, which tell you how much they sell;
- their review counts, which tell you how established they are;
- whether big publishers or independent authors hold the page.

A first page of books with ranks above 100,000 and under 50 reviews is open. A first page of ranks under 5,000 with thousands of reviews is not, however much demand there is.

## Put them together
Give demand and competition each a score from 0 to 100 and combine them, keeping both parts visible. A single number hides the reason: a phrase can score 60 because demand is high and competition fierce, or because both are middling, and you would act differently.

## Keep a record
Write down the date you looked. Ranks move daily, suggestions shift with seasons, and a niche that was open in January may be crowded by June. Research you can repeat is worth more than research you did once.`,
  },
  {
    id: 5,
    index: 5,
    slug: "reverse-lookup-what-keywords-a-competitor-ranks-for",
    title: "Reverse lookup: learning which keywords a competitor ranks for",
    categoryId: 1,
    date: "2026-03-09",
    summary:
      "Start from a successful book instead of a keyword, and work out which searches bring it its readers.",
    body: `Keyword research usually runs forward: phrase first, books second. It can also run backward. Take a book that sells well in your niche and ask which searches it appears for. Those phrases are proven: readers who type them buy books like yours.

## Where the data comes from
Amazon does not publish it. Paid services such as DataForSEO sample search results at scale and report the positions an ASIN holds for each keyword. Without them you can still do it by hand: search each candidate phrase and note where the book appears on the first pages.

## What to look for
- Phrases where the competitor ranks in the top ten but its title does not contain the words: those come from its backend keywords or category, and are worth testing in yours.
- Phrases where it ranks on page two or three: the demand is there and the competitor is not dominant.
- Phrases that several successful books share: that is the core vocabulary of the niche.

## Use it honestly
You are learning what readers search for, not copying another author's work. Never put a competitor's title or name into your own keywords; KDP's guidelines list that as a reason to block a listing.

## Track it over time
A single lookup is a snapshot. Positions move with sales and seasons, so record the date and look again after a month. Our research workspace keeps your recent lookups so you can compare them.`,
  },
  {
    id: 6,
    index: 6,
    slug: "writing-a-title-and-subtitle-that-sell",
    title: "Writing a title and subtitle that sell, within 200 characters",
    categoryId: 4,
    date: "2026-03-23",
    summary:
      "Your title and subtitle together may use 200 characters. What to put in them, and what KDP's guidelines keep out.",
    body: `The title and subtitle are the only listing words every shopper reads. KDP allows 200 characters for the two together. That is room for a clear promise, not for a keyword list.

## What a good title does
A title names the book and, for non-fiction, the outcome: "The Sourdough Year" says less than "Sourdough for Beginners". A subtitle then adds who it is for and what they get: "Bake Your First Loaf in a Weekend, With 40 Recipes and No Special Equipment".

## Put real search phrases in, naturally
If readers search "sourdough for beginners", having those words in your title is the strongest signal you can send Amazon's search. Put the most important phrase in the title and one or two more in the subtitle, in words a person would say.

## What gets a listing blocked
KDP's metadata guidelines list things that can stop a book from publishing:
- claims about sales rank or awards ("bestselling", "#1") unless true and part of the published title;
- promotions and prices ("free", "on sale");
- other authors' names, titles or trademarks you do not own;
- keyword stuffing, where the subtitle is a list of search terms;
- titles made only of punctuation or placeholder text.

## Test it
Read the title and subtitle aloud. If it sounds like a sentence a friend would say to describe the book, it will read well in search results too. Our title creator suggests patterns by book type and checks each idea against the 200-character limit and the guidelines as you type.`,
  },
  {
    id: 7,
    index: 7,
    slug: "book-description-html-that-kdp-accepts",
    title: "Book descriptions: the HTML KDP accepts and how to use it",
    categoryId: 4,
    date: "2026-04-06",
    summary:
      "KDP allows a short list of HTML tags in the 4,000-character description. A description that uses them well is easier to scan.",
    body: `The description is where a browsing reader decides. KDP gives it 4,000 characters, and the tags count towards that limit. It accepts a small set of HTML tags: br, p, b, em, i, u, h4, h5, h6, ol, ul and li. Headings h1 to h3 are not supported, and anything else is stripped or refused.

## A shape that works
- A first line in bold that states the promise or the hook. On mobile only the first lines show before "Read more".
- Two or three short paragraphs: what the reader gets, and for fiction the stakes.
- A bulleted list of what is inside, for non-fiction.
- A closing line about who the book is for.

## What to keep out
KDP's description guidance forbids contact details, web addresses, reviews or requests for reviews, time-sensitive claims such as "new" or "limited offer", and prices or availability. Spoilers are your choice; advertising is not allowed.

## Count with the tags
Because tags count, a description that looks like 3,800 characters of text can run over once formatted. Count the HTML, not the visible words.

## Preview before you paste
Amazon renders headings and lists in its own style. Preview the description the way the store shows it, on a narrow screen, before you paste it into KDP. Our description creator writes only the allowed tags, counts characters including them, and shows that preview.`,
  },
  {
    id: 8,
    index: 8,
    slug: "a-plus-content-module-sizes",
    title: "A+ content for authors: the modules and their image sizes",
    categoryId: 4,
    date: "2026-04-20",
    summary:
      "A+ content sits below your description on the product page. Each module has fixed image sizes; here they are, and how to plan a page.",
    body: `A+ content is the set of image-and-text modules Amazon shows under the product description. Authors add it through KDP Marketing. Done well, it shows the inside of the book, the series or the author, in a space shoppers scroll through anyway.

## The sizes that matter
Standard modules are 970 pixels wide. The most used:
- Image header with text: 970 × 600 px.
- Image and text overlay: 970 × 300 px.
- Three images and text: three images of 300 × 300 px.
- Four images and text: four images of 220 × 220 px.
- Company logo: 600 × 180 px.

Premium A+ uses full-width modules of 1464 × 600 px on desktop.

An image whose proportions differ from the slot is scaled and cropped, so make each image at the slot's exact size.

## Plan the page as a whole
Stack modules so they tell one story: a header that restates the promise, a row of three images showing pages or results, and a comparison chart if you have a series. Keep text short; shoppers scan.

## The rules
No prices, discounts or "free", no calls to action such as "buy now", no customer reviews, at most four short endorsements from well-known people or publications, and no time-sensitive words. Images must be JPG or PNG in RGB, at most 2 MB each.

Our A+ template generator builds a ZIP of blank templates at each module's size, in page order, so your designer starts from the right canvas.`,
  },
  {
    id: 9,
    index: 9,
    slug: "series-titles-and-volume-numbers",
    title: "Series pages, series titles and volume numbers",
    categoryId: 4,
    date: "2026-05-04",
    summary:
      "A series groups your books on one Amazon page and makes read-through easy. How to set it up without breaking the title rules.",
    body: `Readers who finish book one and like it go looking for book two. A KDP series makes that one click: Amazon shows a series page, a "Book 1 of 3" link on each product page, and lets readers buy the set.

## Set it up in KDP
Create the series in your Bookshelf, give it a name and add each book with its number. The series name goes in the series field, not in the title. Put it in the title too and the listing repeats itself and risks being read as keyword stuffing.

## Numbers and order
Use the reading order. If books can be read alone, say so in the descriptions, but still number them. Prequels can be "Book 0"; novellas in between can use the number of the book they follow.

## Keep formats linked
Add the eBook, paperback and hardcover of each book to the same series so every format shows the series link. Check that each format's title matches exactly; a missing subtitle in one format can keep them apart.

## Use the series in your listing
- Mention the series once in the description's first lines.
- Use A+ content to show all covers in order.
- Price book one to be tried: a reader who starts the series is worth more than one sale.

## Multi-story books
A collection of stories needs "Collection", "Compilation" or "Series" in its title and on its cover, according to KDP's metadata guidelines.`,
  },
  {
    id: 10,
    index: 10,
    slug: "author-central-and-your-author-page",
    title: "Your Amazon author page: what to put on it",
    categoryId: 4,
    date: "2026-05-18",
    summary:
      "Amazon gives every author a page with a biography, photo and all their books. Most authors leave it bare. Ten minutes fixes that.",
    body: `Every author on Amazon can claim an author page through Author Central. It collects all your books, shows a photo and a biography, and appears when readers click your name on a product page. A reader who clicks your name is interested; do not send them to an empty page.

## Claim it and link every book
Claim the page in each Author Central marketplace you sell in; the US, UK, German, French and Japanese pages are managed separately. Then check that every edition of every book is listed. Missing editions can be added by searching for them.

## The biography
Write it in the third person, in under 150 words. Say what you write and why a reader should trust you with it: experience, credentials, or the question your books answer. End with one human detail. Update it when a new book comes out.

## The photo
A clear, well-lit head-and-shoulders photo works best. Readers buy from people.

## Keep it consistent
Use the same name, spelling and punctuation on every book. KDP locks the author name after publishing, and small differences create separate pages that split your reviews and your rank history.

## What not to do
Do not put the biography in the author name field, and do not add keywords there. KDP warns that extra punctuation, HTML or words other than the name in that field can get a listing rejected.`,
  },
];
