// Title and description creator cases for bench/tools.mjs: what the pages run on every change of
// the brief or keystroke in the editor (decision 0059), and what the API's template path runs.
// Run with `node bench/tools.mjs listing-creators`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const load = (file) => import(path.join(root, file));

const { generateTitleIdeas, titleIdeasInputSchema } = await load(
  "packages/domain/src/tools/title-creator/title-ideas.ts",
);
const { generateDescriptionDraft, descriptionDraftInputSchema, toDescriptionResult } = await load(
  "packages/domain/src/tools/description-creator/description-draft.ts",
);

const brief = {
  niche: "sourdough baking",
  audience: "home bakers",
  keywords: ["bread starter", "artisan loaves", "no knead bread"],
  bookType: "how-to",
};
const titleInput = titleIdeasInputSchema.parse({ ...brief, count: 20 });
const draftInput = descriptionDraftInputSchema.parse(brief);

// About 4,000 characters of what a paste from a web page brings: attributes, spans, a script,
// an image with a handler, entities, and the allowed tags.
const chunk =
  '<div class="a" style="color:red"><h2>Bake <span>better</span> bread</h2><p onclick="x()">Crust &amp; crumb, <strong>step by step</strong> &mdash; <a href="javascript:alert(1)">read</a></p><img src=x onerror=alert(1)><script>alert(1)</script><ul><li>Starter<li>Shaping</ul></div>';
const pasted = chunk.repeat(Math.ceil(4000 / chunk.length)).slice(0, 4000);

export const cases = [
  {
    name: "title ideas: 20 from the templates, each checked",
    goalMs: 200,
    runs: 200,
    run: () => generateTitleIdeas(titleInput),
  },
  {
    name: "description draft from the templates, sanitised and checked",
    goalMs: 200,
    runs: 200,
    run: () => generateDescriptionDraft(draftInput),
  },
  {
    name: "description: sanitise and check a 4,000-character paste",
    goalMs: 200,
    runs: 200,
    run: () => toDescriptionResult(pasted, "templates"),
  },
];
