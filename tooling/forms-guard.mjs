#!/usr/bin/env node
// Issue 25: the web app has one form pattern (react-hook-form with the zod resolver, apps/web/src/lib/forms).
// A component file that draws a <form> must hold its values with one of the house hooks; a form on
// useState fails `npm run lint`. The README in apps/web/src/lib/forms says what counts as a form.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The house's form hooks; `useFormContext` alone does not count (it reads a form made elsewhere). */
const HOOKS = /\b(?:useZodForm|useForm|useUrlForm|useLiveForm)\s*[<(]/u;

/**
 * Files allowed a <form> without a hook, each with the reason. Keep this short: a new entry needs
 * a reason a reviewer accepts (a form element that holds no values of its own).
 */
const ALLOWED = {
  // ToolForm itself: the <form> element every house form is drawn in.
  "apps/web/src/components/forms/fields.tsx": "ToolForm draws the <form> for the house hooks",
  // The footer box's markup; its parent (newsletter-form-live.tsx) holds the values with useZodForm.
  "apps/web/src/features/newsletter/newsletter-fields.tsx": "markup of a useZodForm form",
  // Author pages ship no client JavaScript for these (LCP, decision 0150/0155): a plain HTML POST
  // to the web server and a GET form that navigates to the counted store redirect.
  "apps/web/src/features/author-pages/newsletter-form.tsx": "plain HTML POST, no client state",
  "apps/web/src/features/author-pages/author-page-view.tsx": "GET form that navigates, no state",
};

/**
 * Forms still on useState (issue 25). This list only shrinks: convert a form, delete its line.
 */
const NOT_YET = {};

/** The files under `root` (repo-relative paths) that draw a <form> without a house form hook. */
function unguardedForms(files, allowed = { ...ALLOWED, ...NOT_YET }) {
  return files
    .filter(({ path, text }) => !(path in allowed) && /<form[\s>]/u.test(text) && !HOOKS.test(text))
    .map(({ path }) => path);
}

function componentFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.(?:tsx|jsx)$/u.test(entry.name) && !/\.test\.[jt]sx$/u.test(entry.name) ? [path] : [];
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const repo = fileURLToPath(new URL("..", import.meta.url));
  // A folder to check instead of the web app's source (the guard's own test plants a form there).
  const root = process.argv[2] ?? join(repo, "apps/web/src");
  const files = componentFiles(root).map((path) => ({
    path: relative(repo, path),
    text: readFileSync(path, "utf8"),
  }));
  const bad = unguardedForms(files);
  for (const path of process.argv[2] ? [] : Object.keys({ ...ALLOWED, ...NOT_YET })) {
    if (!files.some((file) => file.path === path))
      bad.push(`${path} (allow-listed but gone: remove it from ALLOWED)`);
  }
  if (bad.length > 0) {
    console.error(
      "Forms without the house form hook (useZodForm / useForm / useUrlForm / useLiveForm; see apps/web/src/lib/forms/README.md):",
    );
    for (const path of bad) console.error(`  ${path}`);
    process.exit(1);
  }
}
