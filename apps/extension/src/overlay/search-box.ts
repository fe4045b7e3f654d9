import type { Answer, SuggestionsAnswer } from "../shared/messages";
import { h, shadowHost } from "./dom";

/** Amazon's search box on every store's pages (the header's one text field). */
const SEARCH_BOX = '#twotabsearchtextbox, input[name="field-keywords"]';
/** Each phrase is one search of the member's daily allowance: ask only once typing pauses. */
export const TYPING_PAUSE_MS = 900;
const SHORTEST_PHRASE = 3;

export type SearchBoxDeps = {
  ask: (phrase: string) => Promise<Answer<SuggestionsAnswer>>;
  /** The page's timer; a test passes a fake one. */
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

const score = (value: number | null) => (value === null ? "—" : `${value}`);

function suggestionsList(answer: SuggestionsAnswer, pick: (suggestion: string) => void) {
  if (answer.suggestions.length === 0) {
    return h("p", { class: "muted" }, "No suggestions for this phrase.");
  }
  return h(
    "table",
    { "data-testid": "inkforge-suggestions" },
    h("tr", {}, h("th", {}, "Suggestion"), h("th", {}, "Demand"), h("th", {}, "Competition")),
    ...answer.suggestions.map(({ suggestion, score: s }) => {
      const row = h(
        "tr",
        { "data-testid": "inkforge-suggestion" },
        h("td", {}, suggestion),
        h("td", { "data-testid": "inkforge-demand" }, score(s.demand)),
        h("td", { "data-testid": "inkforge-competition" }, score(s.competition)),
      );
      row.addEventListener("click", () => pick(suggestion));
      return row;
    }),
  );
}

/**
 * Under Amazon's search box, the site's suggestions for the typed phrase with their demand and
 * competition scores. The phrase goes to the site only (through the worker); Amazon is asked
 * nothing beyond what the member's own typing asks it. A refused answer (no searches left, the
 * plan lacks the tool) is shown once and stops further asking on this page.
 */
export function attachSearchBox(doc: Document, deps: SearchBoxDeps): boolean {
  const box = doc.querySelector<HTMLInputElement>(SEARCH_BOX);
  if (!box) return false;
  // Drawn again after signing out or in: one panel and one listener per box.
  if (box.dataset.inkforge === "suggestions") return true;
  box.dataset.inkforge = "suggestions";
  const panel = h("section", {
    class: "panel suggestions",
    "data-testid": "inkforge-search-box",
    "aria-label": "Inkforge suggestions",
    hidden: "",
  });
  const host = shadowHost("search-box", panel);
  doc.body.append(host);
  const answers = new Map<string, SuggestionsAnswer>();
  let timer: unknown = null;
  let stopped = false;
  let latest = "";

  const show = (...content: (HTMLElement | string)[]) => {
    panel.replaceChildren(h("h2", {}, `Suggestions for “${latest}”`), ...content);
    panel.removeAttribute("hidden");
  };
  const pick = (suggestion: string) => {
    box.value = suggestion;
    box.focus();
  };

  async function ask(phrase: string) {
    const known = answers.get(phrase);
    if (known) return show(suggestionsList(known, pick));
    show(h("p", { class: "muted" }, "Scoring…"));
    const answer = await deps.ask(phrase);
    if (phrase !== latest) return;
    if (!answer.ok) {
      stopped = true;
      return show(h("p", { class: "status", role: "status" }, answer.message));
    }
    answers.set(phrase, answer.data);
    const left = answer.data.remaining;
    show(
      suggestionsList(answer.data, pick),
      left === null ? "" : h("p", { class: "muted" }, `${left} searches left today`),
    );
  }

  box.addEventListener("input", () => {
    if (stopped) return;
    if (timer !== null) deps.clearTimer(timer);
    const phrase = box.value.trim().replace(/\s+/g, " ").toLowerCase();
    latest = phrase;
    if (phrase.length < SHORTEST_PHRASE) {
      panel.setAttribute("hidden", "");
      return;
    }
    timer = deps.setTimer(() => void ask(phrase), TYPING_PAUSE_MS);
  });
  return true;
}
