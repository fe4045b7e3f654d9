/*
 * The extension's privacy note (issue 32), shown at /extension/privacy. The extension ships the
 * same words in its PRIVACY.md (apps/extension/PRIVACY.md): change both together.
 */
export const EXTENSION_PRIVACY_NOTE = {
  reads:
    "The extension reads the Amazon search or product page you open (amazon.com, .ca, .com.mx, .com.br, .co.uk, .de, .fr, .it, .es, .nl, .ie, .com.be, .pl, .se, .co.jp, .in, .com.au, .ae and .sg), in your browser. It never loads any other Amazon page and never reads other sites.",
  sent: [
    "Nothing while you are signed out, except a count when a page could not be read (see below).",
    "Signed in, to show ranks and sales estimates on a search page: the marketplace and the ASINs of the books on that page, sent to Inkforge to look up their best-seller ranks.",
    "Signed in, on a product page: that book's ASIN and marketplace, to show its categories and the ranks of their #1 and #10.",
    "Signed in, when your plan has Search Suggestions and you pause while typing in Amazon's search box: the phrase you typed and the marketplace, sent to Inkforge to score its suggestions. Each phrase counts as one of your daily searches.",
    'When you press "Track this ASIN" or "Reverse lookup": that book\'s ASIN and marketplace.',
    "When a page could not be read (Amazon changed its layout): which reader failed, its version and how many items it counted. Inkforge keeps only a count per day, marketplace and reader, to notice a broken reader; no titles, ASINs, addresses or other page text, and nothing about you.",
  ],
  links:
    '"Send keywords" and "Open in Deep View" open the Inkforge site in a new tab with the keywords in its address; nothing else is sent.',
  account:
    "Your password never enters the extension. You sign in on the Inkforge site, which hands the extension its own key; you can end that session at any time under your profile, and signing out of the extension forgets the key. The extension keeps no browsing history and uses no analytics or advertising services.",
} as const;
