/* The KDP Basics mini course, written out. Body format: the blog's safe subset (blog/body.ts). */
export const kdpBasicsLessons: Record<string, string> = {
  "kdp-basics-m1-l1": `Kindle Direct Publishing (KDP) is Amazon's free service for publishing eBooks, paperbacks and hardcovers. There is no fee to publish: Amazon takes its share from each sale, and for print books the printing cost comes out of the same sale.

## What you need
- An Amazon account and KDP's tax interview, so royalties can be paid.
- A manuscript file and a cover file for each format.
- A title, description, seven keyword boxes and up to three categories per format.

Nothing is printed in advance. A paperback is printed when someone orders it, so there is no stock to buy and no warehouse.`,
  "kdp-basics-m1-l2": `One book can have three formats on one product page.

## The formats
- eBook: read on Kindle devices and apps. It can be enrolled in KDP Select, which puts it in Kindle Unlimited, where readers borrow it and you are paid per page read.
- Paperback: printed on demand in sizes from 5 × 8 up to 8.5 × 11 inches, 24 to 828 pages depending on size and paper.
- Hardcover: a case-laminate book, 75 to 550 pages, in five trim sizes.

Many authors start with the eBook and the paperback: they cover most readers and share one listing.`,
  "kdp-basics-m1-l3": `Royalties are paid monthly, about 60 days after the month of the sale.

## eBooks
35% of the list price, or 70% if the price sits in the store's band ($2.99 to $9.99 on amazon.com for years; reported as $12.99 at the top since July 2026). The 70% plan subtracts a delivery cost of $0.15 per megabyte on amazon.com.

## Print
Since 10 June 2025: 60% of the list price minus printing when the price is at or above the store's threshold ($9.99 on amazon.com), 50% below it. A 300-page black-ink paperback costs $4.60 to print, so at $9.99 it earns $1.39 and at $9.98 only $0.39.`,
  "kdp-basics-m2-l1": `Your first book should be one you can finish and one readers already buy.

## A quick test for a niche
- Type the topic into Amazon's search box and read the suggestions: each is a phrase shoppers type.
- Open the first page of results. Look at Best Seller Ranks: a rank under 100,000 means roughly a sale a day or more.
- Look at review counts. A first page where some books have under 50 reviews is one a new book can join.

Pick a niche where you can make something better or more specific than what is there, not just something similar.`,
  "kdp-basics-m2-l2": `Every print book needs two files: the interior PDF and the cover PDF.

## Interior
Set the page size to your trim size (for example 6 × 9 in), with margins that grow with the page count: the inside margin is at least 0.375 in up to 150 pages. Embed the fonts.

## Cover
One image: back, spine and front, plus 0.125 in of bleed on every outer edge. The spine is page count × paper thickness: 0.002252 in per page on white paper, 0.0025 in on cream. A 6 × 9 in book of 120 white pages needs a cover of 12.520 × 9.250 in. Build it from a template for your exact page count.`,
  "kdp-basics-m2-l3": `Publishing takes three screens in KDP: details, content and pricing.

## Before you press Publish
- Check the title, subtitle and description against KDP's metadata guidelines: no "bestselling", no "free", no other authors' names.
- Order a printed proof for paperbacks and read it.
- Price above the print threshold if you can.

## After
KDP reviews the book, usually within 72 hours. When it is live, claim your Author Central page, add A+ content, and check that the eBook and paperback share one product page.`,
};
