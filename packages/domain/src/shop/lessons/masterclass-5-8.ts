/* The KDP Masterclass, modules 5–8, written out. Body format: the blog's safe subset. */
export const masterclassLessonsFiveToEight: Record<string, string> = {
  // Module 5: The listing
  "masterclass-m5-l1": `Title and subtitle together may use 200 characters.

## Formulas that work
- Non-fiction: Title = the outcome; subtitle = who it is for and how ("Sourdough for Beginners: Bake Your First Loaf in a Weekend").
- Fiction: a short, genre-true title; the series name goes in the series field.

Put your most important phrase in the title naturally. No "bestselling", "free" or other authors' names. Task: write five title and subtitle pairs and check them with the title creator.`,
  "masterclass-m5-l2": `The description decides the sale for a reader who clicked.

## Shape
- A bold first line with the hook or promise: mobile shows only the first lines.
- Two or three short paragraphs.
- For non-fiction, a bulleted list of what is inside.
- A closing line about who it is for.

No reviews, contact details, URLs, prices or time-limited claims. Task: draft your description in under 250 words.`,
  "masterclass-m5-l3": `KDP accepts a short list of HTML tags in the description: br, p, b, em, i, u, h4, h5, h6, ol, ul and li. Headings h1 to h3 are not supported.

## Count with the tags
The 4,000-character limit includes the tags, so a formatted description is longer than its text.

Preview it as the store shows it, on a narrow screen. Task: format your description with the description creator and copy its HTML into KDP.`,
  "masterclass-m5-l4": `Seven backend keyword boxes, about 50 characters each, hold the phrases your title could not.

## Pack them
- Leave out words already in the title, subtitle or author name.
- One form of each word: search matches plurals.
- No stop words, quotation marks, other authors, brands or Amazon programme names.
- Most important phrases first.

Task: pack your research phrases with the 7 Backend Keywords tool and check the coverage.`,
  "masterclass-m5-l5": `You choose three categories per format in the KDP dashboard (since May 2023); support no longer adds more.

## Three jobs
- One exact category where your reader browses.
- One smaller category where a modest launch reaches the best-seller list.
- One broad category for a strong month.

Check the ranks of #1 and #20 in each to see how many sales a day each needs. Task: choose your three per format.`,
  "masterclass-m5-l6": `Price for royalty and for the reader.

## Print
Stay at or above the 60% threshold ($9.99 on amazon.com). A 300-page book costs $4.60 to print: $1.39 at $9.99, only $0.39 at $9.98.

## eBook
Inside the 70% band, and at least 20% below the print price.

Look at comparable books' prices too. Task: set your prices with the price checker for every marketplace you sell in.`,
  "masterclass-m5-l7": `Check the listing before KDP does.

## Guidelines
Run title, subtitle, description and keywords through the guidelines checker: claims, promotions, other authors, programme names, HTML, contact details.

## Trademarks
Brands, characters and franchise names in the title or keywords can get a book removed. The trademark checker is a first filter; search the trademark office for anything important. Task: fix every finding before publishing.`,
  "masterclass-m5-l8": `KDP asks whether your book contains AI-generated content.

## The distinction
- Generated: text, images or translations created by an AI tool, even if you edited them. Disclose.
- Assisted: you created the content and used a tool to brainstorm, edit or check it. No disclosure needed.

Answer accurately for every format, and keep a note of the tools you used. Task: write your disclosure note for this book.`,
  "masterclass-m5-l9": `Other marketplaces read other languages.

## Translating the listing
Translate title, subtitle, description and keywords for stores like amazon.de or amazon.fr, keeping the description's HTML intact and re-checking every limit in the new language.

Machine translation needs a fluent reader's check, and machine-translated content must be disclosed as AI-generated. Task: choose one extra marketplace and plan its listing.`,
  "masterclass-m5-l10": `Go through the publishing checklist once, slowly.

## Before Publish
- Interior and cover previewed without errors; printed proof read.
- Title, subtitle and author exactly as you want them (they lock).
- Description formatted; seven keyword boxes filled; three categories.
- Prices set above thresholds in every store.
- AI disclosure answered.

Task: tick every item, then publish.`,

  // Module 6: Launching
  "masterclass-m6-l1": `A launch is a sequence that starts weeks before release.

## Eight to four weeks before
- Final files, proof ordered and read.
- Listing written and checked.
- Advance readers recruited.
- Mailing list warmed with news of the book.

Set the release date only when the files are done. Task: put your launch steps with dates into the book planner.`,
  "masterclass-m6-l2": `Readers who click your name land on your Amazon author page.

## Set it up
- Claim it in Author Central, in each marketplace you sell in.
- Add every edition of every book.
- Write a third-person biography under 150 words and add a clear photo.

Keep the author name identical on every book, or your pages split. Task: claim and complete your author page.`,
  "masterclass-m6-l3": `Reviews sell books, and Amazon polices how they are obtained.

## Allowed
Free advance copies with no review required; an honest request at the end of the book; telling your list the book is out.

## Not allowed
Paying or trading for reviews, reviews from family or close friends, review swaps, asking only happy readers.

Task: write the review request for your back matter.`,
  "masterclass-m6-l4": `Advance review copy (ARC) readers read early and review on launch.

## Working with them
- Recruit readers of your genre, not friends.
- Send the book three to four weeks before release.
- Remind them on launch day with the link.
- Never require a review, or a positive one.

Keep a list of readers who did review; invite them next time. Task: recruit ten ARC readers.`,
  "masterclass-m6-l5": `Launch pricing can help a book find its first readers.

## Options
- A lower eBook price for the first week, still inside the 70% band if you can.
- Print at or above the 60% threshold: a lower print price costs more than it wins.
- A free or $0.99 promotion only if you have a plan to reach readers with it.

Task: choose your launch prices and when they return to normal.`,
  "masterclass-m6-l6": `KDP Select gives an enrolled eBook promotion tools.

## Per 90-day term
- Up to five free days, or
- A Kindle Countdown Deal: a timed discount that keeps your 70% royalty where you qualify.

Promotions work best when you tell readers about them: your list, groups, newsletters. Do not mention "Kindle Unlimited" in keywords or as promotion in the listing. Task: decide whether to use a promotion at launch.`,
  "masterclass-m6-l7": `A mailing list is the one audience you own.

## Start it
- An email service with a free tier and a signup form.
- A reason to join: a bonus chapter, a checklist, news of the next book.
- The link in your front and back matter.

Email when you have something worth saying; include an unsubscribe link every time. Task: set up your list and welcome email.`,
  "masterclass-m6-l8": `Social media works for authors when it is consistent and focused.

## Focus
- Choose one platform where your readers are.
- Share the making of the book, tips from it, and the launch.
- Talk with readers; do not only announce.

Short vertical video reaches new readers on several platforms. Task: plan two weeks of posts around your launch.`,
  "masterclass-m6-l9": `After launch, watch the numbers weekly, not hourly.

## What to track
- Best Seller Rank and the estimated sales it implies.
- Reviews and their themes.
- Page reads if in Kindle Unlimited.
- Ad spend and ad sales.

Rank moves with each sale; look at trends over weeks. Task: add your book to the ASIN tracker.`,
  "masterclass-m6-l10": `Review the launch a month later.

## Questions
- Which categories does the book appear in? Swap any it never reaches.
- What do reviews praise and criticise? Fix typos and re-upload.
- Which launch activity brought readers?

Write the answers down for the next book. Task: hold your post-launch review and update your plan.`,

  // Module 7: Amazon Ads
  "masterclass-m7-l1": `Amazon Ads puts your book in search results and on other books' pages; you pay per click.

## For books
Sponsored Products is the main ad type. You choose where it shows (keywords or products), the most you pay per click, and a daily budget.

Ads amplify a good listing; they cannot fix a weak one. Task: check your cover, description and reviews before spending.`,
  "masterclass-m7-l2": `Start with an automatic campaign.

## Set up
- Sponsored Products, automatic targeting.
- A daily budget you can spend while learning, for example $5.
- A default bid of about $0.35 to $0.50.

Amazon chooses where to show the ad from your listing's words. Its search term report then tells you what shoppers typed. Task: launch your automatic campaign.`,
  "masterclass-m7-l3": `Manual keyword campaigns give you control.

## Build one
- 20 to 50 keywords from your research and the automatic campaign's report.
- Exact match for proven terms, phrase match to explore.
- Bids per keyword; raise the ones that sell.

Start with fewer keywords and more budget per keyword. Task: create your manual keyword campaign.`,
  "masterclass-m7-l4": `Product targeting shows your ad on chosen books' pages.

## Choose targets
- Books like yours in niche, length and price.
- Books with steady sales (traffic on their pages).
- Books your listing compares well with: fewer reviews, weaker cover, higher price.

Targeting a competitor's page is allowed; naming them in your listing is not. Task: pick 20 target books.`,
  "masterclass-m7-l5": `Bids and budgets decide how often you show and how much you spend.

## Guidelines
- Set a monthly limit first; divide by 30 for the daily budget.
- Raise bids on terms that sell profitably; lower those that do not.
- Change one thing at a time and give it a week.

A campaign that never spends its budget needs higher bids or more targets. Task: set your monthly ad limit.`,
  "masterclass-m7-l6": `The search term report shows what shoppers typed before clicking.

## Read it weekly
- Terms with orders: add to a manual campaign as exact match.
- Terms with many clicks and no orders: lower the bid or add as a negative.
- Irrelevant terms: negatives.

Download the report as a spreadsheet and sort by spend. Task: read your first report and act on the top ten terms.`,
  "masterclass-m7-l7": `ACOS (ad spend divided by ad sales) only means something next to your royalty.

## Break-even
Break-even ACOS = royalty ÷ list price. A $12.99 paperback costing $4.60 to print earns $3.19: break-even 25%. A $4.99 eBook on the 70% plan earning $3.28: break-even 66%.

Above break-even you lose money on the ad sale itself. Task: compute the break-even ACOS for each of your formats.`,
  "masterclass-m7-l8": `Scale what works, carefully.

## Steps
- Raise bids 10 to 20% on profitable terms and watch for a week.
- Increase the budget of campaigns that run out of budget while profitable.
- Copy winning keywords into other marketplaces' campaigns.

Scale one campaign at a time so you can see the effect. Task: pick your best campaign and plan one change.`,
  "masterclass-m7-l9": `Cutting losing keywords saves more than finding new ones.

## Rules
- 30 clicks and no orders: lower the bid or pause.
- Spending above break-even for a month: lower the bid.
- Irrelevant matches: add as negative keywords ("free", "pdf", formats you do not sell).

Keep a list of what you cut and why. Task: review every keyword with spend and no sales.`,
  "masterclass-m7-l10": `For a series, advertise book one.

## Why
A reader who starts a series may buy every book, so book one can carry a higher ACOS than a standalone title.

## How
- Ads point at book one.
- Book one's back matter links to book two.
- Check read-through: sales of book two divided by book one.

Task: calculate your read-through and the ACOS it allows for book one.`,

  // Module 8: Growing the business
  "masterclass-m8-l1": `A catalogue grows by publishing regularly.

## Make it steady
- A realistic schedule: one book a quarter beats four at once and then none.
- Reuse what works: templates, cover styles, research.
- KDP limits new titles per format each week; plan releases.

Task: put your next four books in a calendar.`,
  "masterclass-m8-l2": `Series sell more than standalone books.

## Build one
- Plan the series arc or the set of topics.
- Brand the covers alike.
- Link each book to the next in the back matter and the description.
- Set up the series in KDP so a series page appears.

Task: outline books two and three of your series.`,
  "masterclass-m8-l3": `Every format reaches different readers.

## Add formats
- eBook for readers who read on devices and in Kindle Unlimited.
- Paperback for gift buyers and readers who prefer print.
- Hardcover for gift and keepsake books, priced higher; it makes the paperback look good value.

Link all formats to one product page. Task: add the format your book is missing.`,
  "masterclass-m8-l4": `Audiobooks open a third market.

## Making one
- Narrate yourself with good equipment and a quiet room, or hire a narrator.
- Audition narrators on a page of your own book.
- Meet your distributor's audio specifications.

Agree on rights and payment before recording. Task: decide whether your best book should become an audiobook this year.`,
  "masterclass-m8-l5": `Going wide means selling the eBook in other stores; staying in KDP Select means Kindle Unlimited.

## Compare
Try one 90-day term in Select and compare page-read income plus sales with what the book earns wide. Genre fiction often does well in Kindle Unlimited; non-fiction often earns more wide.

Task: write down the numbers you will compare.`,
  "masterclass-m8-l6": `Outsourcing frees your time for writing.

## What to hire
- Covers: designers with a portfolio in your genre.
- Formatting: print PDFs and Kindle files.
- Editing and proofreading.

Give every freelancer the book's specs: trim, page count, paper. Get rights and revisions in writing. Task: choose one task to outsource on your next book.`,
  "masterclass-m8-l7": `Know which books earn.

## Track per book and format
- Royalties, ad spend, page reads.
- Profit = royalties − ad spend − production costs.

Review monthly. A book that loses money on ads may still be profitable overall, or may not. Task: set up a simple spreadsheet for your catalogue.`,
  "masterclass-m8-l8": `Protect your KDP account.

## Stay in good standing
- Follow the metadata and content guidelines for every book.
- Never buy or swap reviews.
- Disclose AI-generated content.
- Respond to KDP emails promptly and clearly.

Repeated problems can close an account; one fixed problem does not. Task: check your live listings against the guidelines.`,
  "masterclass-m8-l9": `Plan the next 12 months.

## The plan
- Books to publish and their formats.
- Launch months, working back from seasonal peaks.
- A monthly ads budget and a review day.

Write it down and revisit it every quarter. Task: put your 12-month plan in the book planner.`,
  "masterclass-m8-l10": `You have taken a book from idea to ads.

## Next steps
- Finish the book you started in this course.
- Use the checklists for every book after it.
- Come back to the lesson you need when a question comes up.

Your progress stays saved. Thank you for learning with us, and good luck with your books.`,
};
