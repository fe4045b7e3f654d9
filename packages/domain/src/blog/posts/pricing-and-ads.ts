import type { BlogPostSource } from "../types";

/* Articles in "Pricing & royalties" (3) and "Amazon Ads" (7). */
export const pricingAndAdsPosts: readonly BlogPostSource[] = [
  {
    id: 20,
    index: 20,
    slug: "paperback-royalty-50-60-threshold",
    title: "The 50% and 60% paperback royalty: where the line is",
    categoryId: 3,
    date: "2026-01-05",
    summary:
      "Since 10 June 2025, print books priced below a threshold earn 50% instead of 60%. On amazon.com the line is $9.99. What it means for your price.",
    body: `Since 10 June 2025 KDP pays two print royalty rates on Amazon's stores. At or above a threshold list price the royalty is 60% of the list price minus printing. Below it, 50%.

## The thresholds
- amazon.com: 60% from $9.99.
- EUR stores (Germany, France, Spain, Italy, Netherlands): 60% from €9.99.
- amazon.co.uk: 60% from £7.99.
- amazon.ca and amazon.com.au: 60% from 13.99 in local currency.
- amazon.co.jp: 60% from ¥1,000.

## A worked example
A 300-page, 6 × 9 in black-ink paperback costs $1.00 + 300 × $0.012 = $4.60 to print on amazon.com.
- At $9.98: 0.50 × 9.98 − 4.60 = $0.39 per sale.
- At $9.99: 0.60 × 9.99 − 4.60 = $1.39 per sale.

One cent of list price is worth a dollar of royalty. Pricing just under the threshold is the most expensive mistake in print pricing.

## The new minimum price
KDP will not let a book earn less than nothing. With two rates, the lowest list price works out as: twice the printing cost if that is below the threshold (the book earns 50%), otherwise the higher of the threshold and the cost divided by 0.6. For the $4.60 book that is $9.20, where the old single-rate rule gave $7.67.

## Expanded Distribution
Copies sold through Expanded Distribution earn 40% minus printing, so the minimum price for it is the printing cost divided by 0.4: $11.50 for the same book.

Our royalty calculator and price checker apply these rules for every marketplace, with the source and date of each number.`,
  },
  {
    id: 21,
    index: 21,
    slug: "ebook-35-or-70-percent",
    title: "eBook royalties: 35% or 70%, and the delivery cost",
    categoryId: 3,
    date: "2026-02-02",
    summary:
      "The 70% plan pays twice as much per sale inside a price band, minus a delivery cost per megabyte. When each plan wins.",
    body: `KDP offers two royalty plans for eBooks. The 35% plan pays 35% of the list price without VAT. The 70% plan pays 70% of the list price without VAT, minus a delivery cost, but only when the price sits inside the store's 70% band.

## The 70% band
On amazon.com the band has long been $2.99 to $9.99; reports in 2026 say KDP widened it to $12.99, so check the current help page before pricing above $9.99. In the UK it is £1.99 to £9.99, in the EUR stores €2.69 to €9.99. In Brazil, Japan, Mexico and India the 70% rate also needs KDP Select enrolment.

## The delivery cost
On the 70% plan KDP charges per megabyte of the converted file: $0.15 per MB on amazon.com, £0.10 in the UK, €0.12 in the EUR stores. For a novel of 1 MB that is 15 cents, which hardly matters. For a 20 MB illustrated book it is $3.00 a copy.

## A worked example
A 2 MB novel at $4.99 on amazon.com:
- 35%: 0.35 × 4.99 = $1.75.
- 70%: 0.70 × (4.99 − 0.30) = $3.28.

A 25 MB cookbook at $4.99: 70% pays 0.70 × (4.99 − 3.75) = $0.87, so the 35% plan pays more.

## Other conditions
The 70% plan also asks that the eBook be at least 20% cheaper than its print edition, and books that are mainly public domain earn 35% only.

Our royalty calculator shows both plans and the file size at which 35% starts to win.`,
  },
  {
    id: 22,
    index: 22,
    slug: "printing-costs-explained",
    title: "Printing costs explained: fixed cost, per page and trim",
    categoryId: 3,
    date: "2026-03-02",
    summary:
      "Every print sale pays a printing cost before your royalty. How KDP computes it, and the current amazon.com numbers.",
    body: `KDP prints each copy when it sells and takes the printing cost out of your royalty. The cost is a fixed amount plus an amount per page, and depends on the ink, the trim size and the store where the copy was ordered. Cover finish and bleed do not change it.

## Black ink on amazon.com
- 24 to 108 pages: a flat $2.30 on a regular trim, $2.84 on a large one.
- 110 pages and up: $1.00 plus $0.012 a page on a regular trim, $0.017 a page on a large one.

A trim is large when it is wider than 6.12 in or taller than 9 in.

## Colour
- Standard colour (72 to 600 pages, paperback only): $1.00 plus $0.0255 a page regular, $0.0402 large.
- Premium colour: a flat $3.60 up to 40 pages, then $1.00 plus $0.065 a page regular, $0.080 large.

A 100-page premium colour book costs $7.50 to print on a regular trim; the same book in standard colour would need 72 pages or more and costs $3.55 at 100 pages.

## Other stores
Each marketplace has its own table in its own currency: on amazon.co.uk black ink is £0.85 plus £0.010 a page, in the EUR stores €0.75 plus €0.012. Your royalty in each store uses that store's cost.

## Hardcovers
On amazon.com a regular-trim black-ink hardcover costs $5.65 plus $0.012 a page; 300 pages cost $9.25.

## Why it matters
Printing cost sets your minimum list price and eats into every sale. Cutting 20 pages from a 300-page book saves $0.24 a copy, for as long as it sells.`,
  },
  {
    id: 23,
    index: 23,
    slug: "bsr-to-sales-what-the-number-means",
    title: "What a Best Seller Rank means in sales",
    categoryId: 3,
    date: "2026-04-06",
    summary:
      "Amazon does not publish how rank turns into sales. Published estimates agree closely enough to be useful, if you read them as ranges.",
    body: `Every book on Amazon has a Best Seller Rank in its store: #1 is the best seller of the moment. The rank updates roughly hourly from recent sales, with recent hours weighed more. Amazon does not say how many sales a rank represents, so every "rank to sales" figure is an estimate.

## What the published curves say
For the Kindle Store on amazon.com, the widely used curves agree roughly:
- rank 100: several hundred to a thousand sales a day;
- rank 1,000: about 100 a day;
- rank 10,000: about 15 a day;
- rank 100,000: about one a day.

Other curves differ by a factor of two or more at some ranks. Treat any single number with suspicion; a range from the lowest to the highest published estimate is honest.

## Other stores
Smaller stores sell fewer books at the same rank. Estimates scale US sales by a factor per store: the UK sells roughly a third of the US at the same rank, Germany a little more.

## Borrowing counts
Kindle Unlimited borrows count towards rank like sales, so a KU-heavy book can hold a rank with fewer paid sales than its rank suggests.

## Use it to compare
Rank is most useful relatively. If the books at the top of a niche sit between rank 5,000 and 20,000, they each sell somewhere around 10 to 30 copies a day. That is enough to judge whether a niche can pay for the work.

Our BSR calculator shows the low, typical and high estimate for a rank, with the source of each curve.`,
  },
  {
    id: 24,
    index: 24,
    slug: "pricing-a-book-to-sell",
    title: "Pricing a book to sell: a method, not a guess",
    categoryId: 3,
    date: "2026-05-04",
    summary:
      "Start from the floor KDP sets, look at what comparable books charge, and price for the royalty rate you want.",
    body: `Price is a decision with three inputs: the lowest price KDP allows, what readers expect to pay, and what you need to earn.

## 1. Find the floor
For print, the floor follows from the printing cost. On amazon.com a 250-page black-ink paperback on a regular trim costs $4.00 to print; its lowest list price is $8.00 (where it earns 50%). For eBooks, the floor depends on the file size: $0.99 below 3 MB on the 35% plan, $2.99 for the 70% plan.

## 2. Look at the market
Search your main keyword and note the prices of the ten best-selling comparable books, in the same format. Readers compare. A first novel priced above the genre's best sellers will struggle; a workbook priced far below its peers looks thin.

## 3. Mind the thresholds
- Print: the 60% rate starts at $9.99 on amazon.com, £7.99 in the UK, €9.99 in the EUR stores.
- eBook: the 70% rate needs a price inside the band, $2.99 to $9.99 on amazon.com (reported to reach $12.99 from July 2026).

A price one cent below either line costs you far more than a cent.

## 4. Price the formats together
Keep the eBook at least 20% below the print price; the 70% plan requires it, and readers expect it. A hardcover priced higher makes the paperback look like good value.

## 5. Test and record
Change price for a few weeks, not a few days, and write down what you changed and when. Use the same price in every store after conversion; KDP can match it for you.`,
  },
  {
    id: 25,
    index: 25,
    slug: "amazon-ads-for-authors-first-campaign",
    title: "Amazon Ads for authors: your first campaign",
    categoryId: 7,
    date: "2026-01-26",
    summary:
      "Sponsored Products ads put your book in search results and on other books' pages. A simple first campaign, and what to watch.",
    body: `Amazon Ads lets authors pay to appear in search results and on other books' product pages. For books, the ad type that matters is Sponsored Products. You pay when a shopper clicks, and you set the most you will pay.

## Before you spend
Ads amplify a listing; they do not fix one. Check that your cover reads at thumbnail size, your description's first lines hook, and you have a few reviews. Otherwise you pay for clicks that do not buy.

## Start with an automatic campaign
Create a Sponsored Products campaign with automatic targeting. Amazon chooses where to show the ad from your listing's words. Set a daily budget you can lose while learning, for example $5, and a default bid of about $0.35 to $0.50.

## Add a manual keyword campaign
Take 20 to 50 keywords from your research and the search terms your automatic campaign reports, and run them in a manual campaign with exact and phrase match. Bid separately on the ones that convert.

## What to watch
- Impressions: is Amazon showing the ad at all? If not, raise bids.
- Click-through rate: under 0.2% usually means the cover or title does not appeal in that context.
- Conversion: orders divided by clicks. Under 5% suggests the product page does not close the sale.
- ACOS: ad spend divided by ad sales. Compare it with your royalty rate: a book earning 60% of its price can spend up to 60% of sales on ads and break even on the ad-driven sale itself.

## Give it time
Decide after about two weeks and at least a few hundred clicks, not after two days.`,
  },
  {
    id: 26,
    index: 26,
    slug: "reading-acos-and-break-even",
    title: "Reading ACOS: what break-even really is for a book",
    categoryId: 7,
    date: "2026-02-23",
    summary:
      "A book's break-even ACOS is its royalty as a share of its price, not a number from a marketing blog. How to work it out.",
    body: `ACOS, advertising cost of sale, is your ad spend divided by the sales the ads brought. An ACOS of 50% means you spent $5 to sell $10 of books. Whether that is good depends entirely on what each sale earns you.

## Break-even ACOS
Break-even is the royalty divided by the list price. At that ACOS each ad-driven sale pays for its own clicks and no more.
- A $4.99 eBook on the 70% plan with 30 cents of delivery cost earns $3.28: break-even ACOS 66%.
- A $12.99 paperback costing $4.60 to print earns 0.6 × 12.99 − 4.60 = $3.19: break-even ACOS 25%.
- A $9.98 paperback with the same cost earns only $0.39: break-even ACOS 4%. No ad campaign survives that; fix the price first.

## Why you might run above break-even
Ad sales raise your rank, which brings organic sales you did not pay for. Kindle Unlimited page reads from ad clicks do not appear in ACOS at all. And a reader who starts a series may buy four more books. Some authors accept a loss on book one for that reason; do it knowingly.

## Why you might not
Organic lift is hard to prove. If your total royalty, ads included, falls while ACOS looks "good", the ads are not working.

## Use royalty, not price
Always compare ACOS with your royalty share for that format and store. Our royalty calculator gives the royalty; divide it by the price and you have your line.`,
  },
  {
    id: 27,
    index: 27,
    slug: "finding-ad-keywords-and-negative-keywords",
    title: "Finding ad keywords, and the negatives that save money",
    categoryId: 7,
    date: "2026-04-20",
    summary:
      "The best ad keywords come from your own search term report. The best savings come from telling Amazon where not to show your ad.",
    body: `Good ad targeting is a loop: find terms, test them, keep the ones that sell, and block the ones that waste money.

## Where to find keywords
- Your automatic campaign's search term report: the exact words shoppers typed before clicking your ad. Terms that produced orders go into a manual campaign.
- Amazon's search suggestions for your main phrases.
- Your backend keywords and category names.
- Comparable books: target their product pages (ASIN targeting) rather than their titles as keywords, which KDP and Amazon discourage.

## Match types
- Exact: the ad shows for that search and close variants. Most control, least volume.
- Phrase: the search contains your phrase in order.
- Broad: the search is related. Useful for finding terms, expensive when left alone.

## Negative keywords
Add terms you never want to pay for as negatives. Typical ones for books:
- "free", "pdf" and "download";
- formats you do not sell ("audiobook" if you have none);
- audiences you do not serve ("for kids" on an adult book).

A term with 30 clicks and no orders is a candidate for a negative or a lower bid.

## Bid by evidence
Raise bids on terms that sell below your break-even ACOS, lower them on terms above it, and pause what never sells. Change one thing at a time and give each change a week, so you can tell which change made the difference.

## Keep a list
Keep your keyword and negative lists in a spreadsheet with the date you added each term. When a campaign's numbers change, you can see what you did before it happened.`,
  },
  {
    id: 28,
    index: 28,
    slug: "ads-budget-for-a-small-catalogue",
    title: "An ads budget for a small catalogue",
    categoryId: 7,
    date: "2026-06-08",
    summary: "With one to five books, ad money is scarce. Where to spend it, and when to stop.",
    body: `Authors with a small catalogue cannot run ads the way publishers with hundreds of titles do. A few rules keep the spend useful.

## Spend on the book that leads somewhere
Advertise book one of a series, or your best-reviewed title. A sale that leads to three more books can carry a higher cost than a one-off.

## Set a monthly limit first
Decide what you can lose in a month while learning, and divide it by 30 for the daily budget. Amazon may spend more than the daily budget on a good day, but stays within your monthly average.

## Fewer campaigns, more data
Two or three campaigns per book are enough: an automatic campaign to discover, a manual keyword campaign, and a product-targeting campaign. Spreading a small budget across ten campaigns means none of them gets enough clicks to learn from.

## Review weekly, decide monthly
Look once a week for runaway terms, things costing money with no orders, and bid them down. Make bigger decisions, pausing a campaign or a book, once a month with a month of data.

## Know when to stop
If a book's ads run above break-even ACOS for two months and its organic sales did not rise, stop. Fix the cover, description or price, then try again. Ads are a way to reach readers, not a way to make an unready book sell.`,
  },
  {
    id: 29,
    index: 29,
    slug: "category-and-product-targeting-ads",
    title: "Product and category targeting: showing up on other books' pages",
    categoryId: 7,
    date: "2026-09-14",
    summary:
      "Instead of bidding on search words, you can bid to appear on specific books' pages or in categories. When that works better.",
    body: `Sponsored Products ads can target products instead of keywords. Your ad then appears on other books' product pages, in the "Products related to this item" rows, and in category browsing.

## Why it works for books
A shopper on a comparable book's page has already shown what they like. If your book is a good alternative, or a good next read, the ad reaches exactly the right person.

## Choosing books to target
- Books in your niche with similar covers, length and price.
- Books with ranks that show steady sales: there is traffic on their pages.
- Books with fewer or weaker reviews than yours, where your book looks like the better choice.
- Avoid the one or two giants of the niche at first: bids are high and shoppers there are committed.

## Category targeting
You can also target a whole category, refined by price, rating or Prime eligibility. It is broader and cheaper per click, good for discovering which books' pages convert.

## Read the results by target
The targeting report shows orders per target ASIN. Keep the pages that convert, raise their bids, and drop the rest. Pages that bring clicks but no orders often belong to books that are better than yours on something visible: price, cover or reviews.

## Stay within the rules
Targeting a competitor's product page is allowed. Putting their title or name in your own listing or keywords is not.`,
  },
];
