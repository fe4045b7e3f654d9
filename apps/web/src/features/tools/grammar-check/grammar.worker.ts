import {
  createGrammarChecker,
  type GrammarChecker,
} from "@inkforge/domain/tools/grammar-check/grammar-check";
import { DICTIONARY_URLS, type WorkerRequest, type WorkerResponse } from "./worker-protocol";

/*
 * The grammar checker's worker (decision 0046): nspell, retext and the 550 KB dictionary live
 * here, off the page's first load and off its main thread. The dictionary is fetched from our own
 * origin once, when the worker starts, and the speller is built once; every check reuses it.
 */

const scope = self as unknown as {
  postMessage(message: WorkerResponse): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const checker: Promise<GrammarChecker> = Promise.all([
  fetchText(DICTIONARY_URLS.aff),
  fetchText(DICTIONARY_URLS.dic),
]).then(([aff, dic]) => createGrammarChecker({ aff, dic }));

checker.then(
  () => scope.postMessage({ type: "ready" }),
  (error: unknown) =>
    scope.postMessage({ type: "failed", message: error instanceof Error ? error.message : "" }),
);

/** The newest request: older ones still queued or refilling are not worth finishing. */
let latest = 0;
const MAX_REFILLS = 20;

scope.onmessage = (event) => {
  const request = event.data;
  latest = request.id;
  void checker.then(
    async (loaded) => {
      if (request.id !== latest) return;
      let result = loaded.check({ text: request.text, ignore: request.ignore });
      scope.postMessage({ type: "result", id: request.id, result });
      // Suggestions that ran out of time are filled in by checking again (the rest are cached),
      // letting newer requests in between.
      for (let round = 0; round < MAX_REFILLS && result.pendingSuggestions > 0; round++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (request.id !== latest) return;
        result = loaded.check({ text: request.text, ignore: request.ignore });
        scope.postMessage({ type: "result", id: request.id, result });
      }
    },
    () => undefined,
  );
};
