import type { BookTypeId } from "./book-brief";

/*
 * The title creator's templates (decision 0059), one family per book type. Slots:
 * {Niche} {Audience} {Keyword} {Keyword2} (title case) and {niche} {audience} {keyword}
 * {keyword2} (lower case) from the brief; {Noun} is the book type's noun ("Journal", "Guide"),
 * {noun} the same in lower case for use inside a sentence.
 * Missing keywords fall back to the niche, a missing audience to the book type's usual readers.
 *
 * Written to KDP's metadata guidelines: no sales-rank or quality claims, no promotions, no trim
 * sizes or page counts, no "boxed set". Each idea is still checked by the guidelines checker,
 * because a brief's own words can break a rule ("free", "#1").
 */

export type TitleTemplate = {
  /** Stable id, `<family>-<n>`: shown next to an idea so an author can ask for it again. */
  id: string;
  family: BookTypeId;
  title: string;
  subtitle: string;
};

type Row = readonly [title: string, subtitle: string];

const FAMILIES: Record<BookTypeId, readonly Row[]> = {
  journal: [
    ["{Niche} Journal", "A Guided Notebook for {Audience} with Daily Prompts and Space to Reflect"],
    ["My {Niche} Log", "Track Your {Keyword} Day by Day: A Simple Logbook for {Audience}"],
    [
      "The {Niche} Notebook",
      "Lined Pages to Record {Keyword}, {Keyword2} and Everything in Between",
    ],
    ["One Page a Day: {Niche}", "A Five-Minute {Keyword} Journal for {Audience}"],
    ["{Niche} Planner", "Weekly and Monthly Pages to Plan Your {Keyword} Goals"],
    ["{Keyword} Diary", "A Keepsake {Niche} Journal with Prompts for {Audience}"],
    ["Write It Down: {Niche}", "A Prompted Journal for {Audience} Who Love {Keyword}"],
    ["{Niche} Tracker", "Log, Review and Improve: A {Keyword} Record Book for {Audience}"],
    ["A Year of {Niche}", "52 Weeks of Prompts, Checklists and Notes on {Keyword}"],
    ["The {Audience}'s {Niche} Journal", "Guided Pages for {Keyword} and {Keyword2}"],
    ["{Niche} Notes", "A Simple Notebook for {Audience} to Capture {Keyword} Ideas"],
    ["Little Book of {Niche}", "A Pocket Journal of {Keyword} Prompts and Reflections"],
    ["{Niche} Record Book", "Keep Every {Keyword} Detail in One Place: A Logbook for {Audience}"],
    ["Daily {Niche}", "A Morning and Evening {Keyword} Journal for {Audience}"],
  ],
  puzzle: [
    ["{Niche} Puzzles for {Audience}", "A Relaxing Collection of {Keyword} Puzzles with Solutions"],
    ["{Niche} Word Search", "Themed Puzzles on {Keyword} and {Keyword2} for {Audience}"],
    ["The Big {Niche} {Noun}", "Hours of {Keyword} Fun for {Audience}, with Answers at the Back"],
    ["{Niche} Brain Games", "Puzzles to Keep {Audience} Sharp: {Keyword}, Logic and More"],
    ["Puzzle Time: {Niche}", "An Activity Book of {Keyword} Challenges for {Audience}"],
    ["{Keyword} Challenge", "{Niche} Puzzles from Easy to Hard for {Audience}"],
    ["Large Print {Niche} Puzzles", "Easy-to-Read {Keyword} Puzzles for {Audience}"],
    ["{Niche} Activity Book", "Mazes, Word Searches and {Keyword} Games for {Audience}"],
    ["Solve It: {Niche}", "Clever {Keyword} Puzzles with Full Solutions"],
    ["{Niche} Puzzle Collection", "A Themed {Noun} of {Keyword} and {Keyword2} for {Audience}"],
    ["Weekend {Niche} Puzzles", "Unwind with {Keyword} Puzzles Made for {Audience}"],
    ["{Niche} Mind Benders", "Logic, Word and {Keyword} Puzzles to Test {Audience}"],
    ["Pencil Puzzles: {Niche}", "A Travel-Friendly {Keyword} Puzzle Book for {Audience}"],
  ],
  "picture-book": [
    ["The Little {Niche}", "A Story About {Keyword} for {Audience}"],
    ["{Niche} Goes on an Adventure", "A Picture Book About {Keyword} and {Keyword2}"],
    ["Goodnight, {Niche}", "A Bedtime Story About {Keyword} for {Audience}"],
    ["When I Grow Up: {Niche}", "A Picture Book About {Keyword} for Curious {Audience}"],
    ["{Niche} and Me", "A Story of {Keyword} and Friendship for {Audience}"],
    ["I Can Do It: {Niche}", "A Picture Book About {Keyword} and Trying Again"],
    ["The Day the {Niche} Came", "A Funny Story About {Keyword} for {Audience}"],
    ["{Niche} ABC", "Learn the Alphabet with {Keyword} and {Keyword2}"],
    ["Where Is {Niche}?", "A Seek-and-Find Story About {Keyword} for {Audience}"],
    ["A {Niche} for Everyone", "A Gentle Story About {Keyword} and Sharing"],
    ["{Niche} Counts to Ten", "A Counting Book About {Keyword} for {Audience}"],
    ["Brave Little {Niche}", "A Story About {Keyword}, Courage and Being Yourself"],
    ["Let's Learn About {Niche}", "A Picture Book of {Keyword} Facts for {Audience}"],
  ],
  "how-to": [
    ["{Niche} Made Simple", "A Step-by-Step {Noun} to {Keyword} for {Audience}"],
    ["The {Niche} Handbook", "Everything {Audience} Need to Know About {Keyword} and {Keyword2}"],
    ["{Niche} for {Audience}", "A Practical {Noun} to {Keyword}, from First Steps to Confidence"],
    ["Start {Niche} Today", "A Beginner's {Noun} to {Keyword} Without the Overwhelm"],
    ["The {Niche} Blueprint", "A Proven Plan for {Keyword} That Fits Real Life"],
    ["{Niche} in 30 Days", "A Day-by-Day Plan for {Audience} to Master {Keyword}"],
    ["Mastering {Niche}", "Techniques, Tips and Mistakes to Avoid in {Keyword}"],
    ["The Art of {Niche}", "A Hands-On {Noun} to {Keyword} for {Audience}"],
    ["{Niche} Step by Step", "Clear Instructions on {Keyword} and {Keyword2} for {Audience}"],
    ["Get Started with {Niche}", "What Every Beginner Should Know About {Keyword}"],
    ["{Niche} Without Stress", "Simple Habits and Methods for {Keyword} That Work"],
    ["The {Audience}'s {Niche} {Noun}", "Practical Advice on {Keyword} You Can Use This Week"],
    ["{Niche} Essentials", "The Core Skills of {Keyword} Explained for {Audience}"],
    ["Your First Year of {Niche}", "A Month-by-Month {Noun} to {Keyword} for {Audience}"],
  ],
  novel: [
    ["The {Niche}", "A Novel"],
    ["The Last {Niche}", "A {Keyword} Novel"],
    ["Beneath the {Niche}", "A Novel of {Keyword} and {Keyword2}"],
    ["{Niche} Rising", "A {Keyword} Story"],
    ["The {Niche} Secret", "A Gripping {Keyword} Novel"],
    ["Shadows of {Niche}", "A {Keyword} Novel"],
    ["A {Niche} Summer", "A Novel of {Keyword}"],
    ["The House of {Niche}", "A {Keyword} Mystery"],
    ["{Niche} Road", "A Story of {Keyword} and {Keyword2}"],
    ["The {Niche} Keeper", "A Novel"],
    ["What the {Niche} Knew", "A {Keyword} Novel"],
    ["Letters from {Niche}", "A Novel of {Keyword}"],
    ["After the {Niche}", "A {Keyword} Novel"],
  ],
};

export const TITLE_TEMPLATES: readonly TitleTemplate[] = Object.entries(FAMILIES).flatMap(
  ([family, rows]) =>
    rows.map(([title, subtitle], index) => ({
      id: `${family}-${index + 1}`,
      family: family as BookTypeId,
      title,
      subtitle,
    })),
);

export function templatesFor(family: BookTypeId): TitleTemplate[] {
  return TITLE_TEMPLATES.filter((template) => template.family === family);
}
