import type { BlogPostSource } from "../types";

/* Articles in "Launch & marketing" (6) and "Guidelines & trademarks" (8). */
export const launchAndGuidelinePosts: readonly BlogPostSource[] = [
  {
    id: 30,
    index: 30,
    slug: "book-launch-checklist",
    title: "A book launch checklist, from manuscript to the first month",
    categoryId: 6,
    date: "2026-01-19",
    summary:
      "Launches go wrong in the same places: a cover that does not fit, a listing that is blocked, no reviews on day one. A checklist in order.",
    body: `A launch is a sequence. Most problems come from doing a step too late. Here is the order that works for a self-published book.

## Eight to twelve weeks before
- Finish edits and proofreading; nothing changes after the interior is formatted.
- Choose the trim size and paper, then format the interior. The page count it gives you sets the spine width.
- Commission the cover with the final page count, from a template made for that count.
- Research keywords and three categories per format.

## Four to six weeks before
- Write the title, subtitle and description, and check them against KDP's guidelines.
- Set up the eBook as a pre-order if you want one; a print edition can go live early and wait.
- Order a printed proof and read it. Check the spine text, margins and images on paper.
- Recruit advance readers who will review honestly when the book is live.

## Launch week
- Publish the print edition first, then link the formats so they share a product page.
- Tell your mailing list and your advance readers.
- Start a small Amazon Ads campaign, automatic targeting.
- Add A+ content and complete your author page.

## The first month
- Watch rank, reviews and ad numbers weekly.
- Reply to reader emails; correct any typo readers find, and re-upload.
- Swap a category that the book never appears in.

Our book planner keeps a board of these steps per book, with due dates, and re-checks your listing when something changes.`,
  },
  {
    id: 31,
    index: 31,
    slug: "pre-orders-on-kdp",
    title: "Pre-orders on KDP: when they help and what can go wrong",
    categoryId: 6,
    date: "2026-03-09",
    summary:
      "An eBook pre-order lets readers order before release. It can focus a launch, and it comes with deadlines you must meet.",
    body: `KDP lets you list an eBook for pre-order up to a year before its release date. Readers order early and the book arrives on release day. Print pre-orders are also possible for paperbacks and hardcovers.

## When a pre-order helps
- You have an audience to tell: a mailing list, a series, social followers. Their orders collect in one place instead of being forgotten.
- You want a firm date to plan ads, newsletters and promotions around.
- You want your product page live early so you can share one link.

## How sales count
Pre-orders count towards rank when they are placed, not all on release day, so a pre-order does not create one big launch-day spike. For a launch that relies on a single-day rank jump, a short pre-order window works better than a long one.

## The deadlines
KDP asks for the final manuscript a few days before the release date. Miss it and KDP may cancel the pre-order and restrict pre-orders on your account for a year. Upload a complete draft when you set up the pre-order, and the final file well ahead of the deadline.

## Change the date carefully
You can move a release date, but delays annoy readers who ordered, and repeated delays can also restrict pre-orders. Only set a date you are sure of.

## A simple plan
Publish the pre-order four to six weeks before release, announce it to your list, and keep your launch-week marketing for release day, when the book can be read and reviewed.`,
  },
  {
    id: 32,
    index: 32,
    slug: "getting-honest-reviews",
    title: "Getting honest reviews without breaking Amazon's rules",
    categoryId: 6,
    date: "2026-04-27",
    summary:
      "Reviews sell books, and Amazon polices how they are obtained. What is allowed, what is not, and what works.",
    body: `Shoppers read reviews before they buy, and Amazon protects them fiercely. Reviews that look bought, swapped or written by friends are removed, and the account that arranged them can be closed.

## What is allowed
- Giving free advance copies to readers, as long as you do not require a review or a positive one.
- Asking readers in the back of the book to leave an honest review.
- Using established advance-reader services that follow Amazon's rules.
- Telling your mailing list the book is out and that reviews help.

## What is not
- Paying for reviews, or giving anything in exchange for one: gift cards, other books, contest entries.
- Reviewing your own book, or having family, close friends or people with a financial interest review it.
- Swapping reviews with other authors.
- Asking only happy readers to review.

## What works
Send advance copies three to four weeks before release to readers who enjoy your genre, with a friendly reminder on launch day. A simple, honest request at the end of the book ("If this book helped you, a short review helps the next reader find it") keeps reviews coming for years.

## Respond by improving
Do not reply to critical reviews on Amazon. Read them for patterns: if three readers mention typos, fix the typos and upload the corrected file.

## Never in the listing
Reviews and review requests do not belong in the description or A+ content; KDP's guidelines forbid both.`,
  },
  {
    id: 33,
    index: 33,
    slug: "kdp-select-and-kindle-unlimited",
    title: "KDP Select and Kindle Unlimited: is exclusivity worth it?",
    categoryId: 6,
    date: "2026-06-22",
    summary:
      "Enrolling an eBook in KDP Select puts it in Kindle Unlimited and gives you promotions, in exchange for exclusivity. How to decide.",
    body: `KDP Select is a 90-day programme for eBooks. In exchange for selling the eBook only on Amazon, you get Kindle Unlimited, promotional tools, and in some stores a better royalty.

## What you get
- Kindle Unlimited: subscribers read your book without buying it, and you are paid per page read from a monthly fund.
- Promotions: either up to five free days or a Kindle Countdown Deal per 90-day term.
- The 70% royalty in Brazil, Japan, Mexico and India, which requires enrolment there.

## What you give up
The eBook cannot be sold or given away elsewhere: no other stores, no library platforms, not even a free copy on your own site. Print and audio editions are not affected.

## Who it suits
Genres with heavy readers do well in Kindle Unlimited: romance, thrillers, fantasy and science fiction readers often read several books a week and prefer subscriptions. Non-fiction and niche topics often earn more selling everywhere.

## How to decide
Try one term with your new book and compare page-read income plus sales with what the same book earns outside Select. Enrolment renews automatically every 90 days; untick auto-renew if you want to leave at the end of a term.

## Keep it clean
Remove the eBook from every other store before the term starts. A copy left for sale elsewhere breaks the agreement and can end your enrolment.

## Names in listings
"Kindle Unlimited" and "KDP Select" are Amazon programme names and must not appear in your keywords or as promotion in your listing.`,
  },
  {
    id: 34,
    index: 34,
    slug: "mailing-list-for-authors",
    title: "Why every author needs a mailing list, and how to start one",
    categoryId: 6,
    date: "2026-10-05",
    summary:
      "Amazon owns the store, the ads and the recommendations. A mailing list is the one audience you own. Starting one takes an afternoon.",
    body: `When you sell on Amazon, Amazon knows your readers and you do not. If a book drops in rank, or the algorithm changes, you cannot reach the people who liked your last book. A mailing list fixes that.

## Start small
Choose an email service with a free tier, create a signup form, and write one welcome email. That is all you need on day one.

## Give readers a reason
- A free short story or bonus chapter for fiction readers.
- A checklist, template or worksheet that goes with a non-fiction book.
- News of the next book in a series, before anyone else.

## Where to ask
Put a short invitation in the front and back matter of your eBooks, with the link. On a printed book, a short web address works; a QR code printed at least 0.8 in wide is easy to scan. Add the signup link to your author website and social profiles.

## What to send
Email when you have something worth saying: a new book, a price promotion, a behind-the-scenes story. One useful email a month beats a weekly one nobody opens.

## Respect the rules
Only add people who asked to join, include an unsubscribe link in every email, and say who you are. Privacy laws in many countries require it, and readers trust you more for it.

## Use it at launch
Your list is your launch. Readers who know you buy in the first days, which lifts the rank that strangers then see.`,
  },
  {
    id: 35,
    index: 35,
    slug: "kdp-metadata-guidelines-that-block-listings",
    title: "The KDP metadata guidelines that block listings",
    categoryId: 8,
    date: "2026-02-09",
    summary:
      "Most blocked listings break one of a short list of rules. Here they are, field by field.",
    body: `KDP reviews every book's title, subtitle, description and keywords against its metadata guidelines. A listing that breaks them can be blocked before publishing, or removed after. The rules are short and worth knowing by heart.

## Title, subtitle and series
- No claims about sales or awards ("bestselling", "#1", "award-winning") unless they are part of the real title.
- No promotions or prices ("free", "sale", "bonus").
- No other authors' names or titles, and no trademarks you do not own.
- No keyword lists, HTML, or titles made only of punctuation.
- Title and subtitle together at most 200 characters.

## Description
- At most 4,000 characters, tags included; only the allowed tags (br, p, b, em, i, u, h4 to h6, ol, ul, li).
- No phone numbers, email or postal addresses, or web addresses.
- No reviews, quotes or requests for reviews.
- No time-sensitive claims, prices or availability.

## Keywords
- No other authors' names or titles, no brands you do not own.
- No Amazon programme names such as "Kindle Unlimited".
- No quotation marks or HTML.

## Author name
Only the name. Extra words, punctuation or keywords in the author field can get the book rejected, and the name is locked once published.

## Check every edition
Each format has its own listing. A fix made on the paperback does not change the eBook, so check both before you resubmit.

Our guidelines checker runs these rules on your listing as you type, marks the exact words, and names the guideline each finding comes from.`,
  },
  {
    id: 36,
    index: 36,
    slug: "trademarks-in-book-titles-and-keywords",
    title: "Trademarks in titles and keywords: how authors get caught",
    categoryId: 8,
    date: "2026-05-25",
    summary:
      "Brand names, characters and franchise words are trademarks. Using them to sell a book can get it removed. How to check before you publish.",
    body: `A trademark protects a name or phrase used to sell goods: brands, product names, characters and franchise titles. Using someone else's mark to sell your book, in the title, subtitle or keywords, is one of the commonest reasons KDP removes books.

## What catches authors
- Brand names in low-content titles: a "Minecraft journal" or "Disney princess colouring book" made without a licence.
- Franchise characters in puzzle, colouring and activity books.
- Trademarked phrases registered for books or printed goods.
- Keywords that name brands "because readers search for them".

## What is usually fine
Mentioning a product where it is simply the subject, for example an unofficial guide that says it is unofficial and uses the name to describe, not to brand, can be lawful. It is also where disputes happen. If a mark is central to your book, take advice before publishing.

## How to check
- Search the word in the trademark office database of the countries you sell in.
- Look at whether the owner sells books or printed goods under it.
- Check the plural and variants: a mark covers more than its exact spelling.
- Remember that a common word can be a mark in a class that covers books.

## If you receive a complaint
KDP may remove the book and ask you to resolve it with the rights owner. Repeated complaints can close an account, so remove disputed terms quickly.

Our trademark checker flags words in your title, subtitle and keywords that match frequently enforced marks. It is a first filter, not legal advice.`,
  },
  {
    id: 37,
    index: 37,
    slug: "ai-content-disclosure-on-kdp",
    title: "AI-generated content: what KDP asks you to disclose",
    categoryId: 8,
    date: "2026-07-13",
    summary:
      "KDP asks authors to disclose AI-generated text, images and translations when publishing. What counts, and what does not.",
    body: `When you publish or update a book, KDP asks whether it contains AI-generated content. The question matters: an untrue answer breaks the content guidelines.

## Generated versus assisted
KDP distinguishes two things.
- AI-generated: text, images or translations created by an AI tool, even if you edited them afterwards. You must disclose these.
- AI-assisted: you created the content and used a tool to brainstorm, edit, check spelling or improve it. You do not have to disclose this.

A cover illustration made with an image generator is generated. A manuscript you wrote and then ran through a grammar checker is assisted.

## Why it matters to readers
Disclosure is not shown to shoppers today, but KDP uses it, and rules can change. Readers who discover undisclosed generated content leave reviews that say so.

## Quality still counts
KDP removes books that offer a poor reading experience: repetitive text, wrong facts, machine translations nobody checked. Generated or not, read every page before you publish.

## Publishing limits
KDP limits how many new titles an account can publish per format each week. Mass publishing of generated books is one reason.

## Keep records
Note which tools you used for what, per book: the text, the cover, the interior images and any translation. If KDP asks, or the rules change, you can answer accurately and quickly.

## Translations
A translation made by a machine and then corrected by you still counts as generated. Say so, and have a fluent reader check it before you publish in a new store.`,
  },
  {
    id: 38,
    index: 38,
    slug: "when-kdp-blocks-your-book",
    title: "When KDP blocks your book: how to respond",
    categoryId: 8,
    date: "2026-11-02",
    summary:
      "A block email is stressful, and most blocks can be fixed. Read it carefully, fix the named problem, and reply once, clearly.",
    body: `Every self-published author eventually gets an email from KDP saying a book cannot be published, or has been blocked or removed. Most of the time the cause is specific and fixable.

## Read the email for the reason
KDP emails name a category of problem: metadata that breaks the guidelines, content available elsewhere for free, rights questions, a disappointing customer experience, or a file problem. The category tells you where to look.

## Common causes and fixes
- Metadata: a word in the title, subtitle or keywords breaks a rule. Remove promotional words, other authors' names and brands, and resubmit.
- Rights: KDP asks you to prove you hold the rights, for example when the text exists elsewhere online. Reply with evidence: your own website, a contract, an earlier publication under your name.
- Public domain: works that are mainly public domain need meaningful additions and cannot earn 70%.
- File problems: text outside the margins, low-resolution images, a cover that does not match the page count. Fix the file using the template and re-upload.

## Reply once, clearly
Answer the question asked, attach what proves it, and keep it short. Do not argue about other books that did the same thing.

## Protect the account
A single block is not a strike against you if it is resolved. Repeated problems are. Check new listings before publishing rather than after.

## Check before, not after
Our guidelines checker, trademark checker and cover template generator catch the causes above before KDP does.`,
  },
];
