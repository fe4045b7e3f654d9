/*
 * The Amazon Ads Keyword Starter List (CSV): buyer search phrases per low-content and fiction
 * genre, each once per match type, to paste into a manual keyword campaign and prune from the
 * search-term report. No bids: the right bid depends on the book's price and royalty.
 */

const phrasesByGenre: Record<string, readonly string[]> = {
  "word search": [
    "large print word search for adults",
    "word search puzzle books for adults",
    "word search for seniors",
    "word find puzzle book",
    "bible word search large print",
    "word search books for kids 6-8",
    "themed word search puzzles",
    "extra large print word search",
    "word search gift for grandma",
    "travel word search book",
  ],
  sudoku: [
    "sudoku puzzle book",
    "sudoku for adults easy to hard",
    "large print sudoku for seniors",
    "sudoku for beginners",
    "hard sudoku puzzles",
    "sudoku books for kids",
    "killer sudoku",
    "sudoku one puzzle per page",
  ],
  crossword: [
    "crossword puzzles for adults",
    "easy crossword puzzles large print",
    "crossword puzzle books for seniors",
    "crosswords for dementia patients",
    "medium crossword puzzles",
    "bible crossword puzzles",
  ],
  coloring: [
    "adult coloring book stress relief",
    "mandala coloring book",
    "coloring book for women relaxation",
    "animal coloring book for adults",
    "bold and easy coloring book",
    "large print coloring book for seniors",
    "coloring books for kids ages 4-8",
    "cute coloring book",
    "flower coloring book",
    "swear word coloring book",
  ],
  journal: [
    "gratitude journal for women",
    "5 minute journal",
    "prayer journal for women",
    "daily planner undated",
    "guided journal for anxiety",
    "dream journal",
    "fitness journal and workout log",
    "password log book",
    "reading journal for book lovers",
    "recipe book to write in",
  ],
  children: [
    "activity book for kids ages 4-8",
    "dot to dot for kids",
    "handwriting practice workbook",
    "mazes for kids",
    "kids joke book",
    "bedtime stories for kids",
    "picture book about feelings",
    "early reader books level 1",
  ],
  romance: [
    "small town romance",
    "enemies to lovers romance",
    "second chance romance",
    "billionaire romance",
    "romantic comedy books",
    "grumpy sunshine romance",
    "fake dating romance",
    "clean romance books",
  ],
  mystery: [
    "cozy mystery books",
    "cozy mystery series with cats",
    "psychological thriller",
    "amateur sleuth mystery",
    "detective mystery series",
    "domestic thriller",
  ],
  fantasy: [
    "epic fantasy series",
    "romantasy books",
    "litrpg",
    "cozy fantasy",
    "urban fantasy series",
    "dragon fantasy books",
  ],
  nonfiction: [
    "self publishing on amazon",
    "how to write a book",
    "kdp low content books",
    "book marketing for authors",
    "amazon ads for authors",
    "writing craft books",
  ],
};

const matchTypes = ["phrase", "exact"] as const;

export function adsKeywordRows(): string[][] {
  const rows = [["genre", "keyword", "match_type", "characters"]];
  for (const [genre, phrases] of Object.entries(phrasesByGenre)) {
    for (const phrase of phrases) {
      for (const matchType of matchTypes) {
        rows.push([genre, phrase, matchType, String(phrase.length)]);
      }
    }
  }
  return rows;
}
