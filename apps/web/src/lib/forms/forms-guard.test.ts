// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/*
 * The lint guard (tooling/forms-guard.mjs, run by `npm run lint`): a component that draws a <form>
 * without a house form hook fails lint. Planted examples, each in a folder of its own.
 */

const guard = fileURLToPath(new URL("../../../../../tooling/forms-guard.mjs", import.meta.url));
const dirs: string[] = [];

function check(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "forms-guard-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const run = spawnSync(process.execPath, [guard, dir], { encoding: "utf8" });
  return { status: run.status, stderr: run.stderr };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const stateForm = `export function Box() {
  const [email, setEmail] = useState("");
  return <form onSubmit={() => send(email)}><input value={email} onChange={(e) => setEmail(e.target.value)} /></form>;
}`;

describe("forms guard", () => {
  it("fails on a form whose values live in useState, naming the file", () => {
    const result = check({ "features/x/box.tsx": stateForm });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(join("features", "x", "box.tsx"));
  });

  it.each([
    ["useZodForm", "const form = useZodForm({ schema, defaultValues: {} });"],
    ["useUrlForm", "const { form } = useUrlForm({ schema, defaults });"],
    ["useLiveForm", "const form = useLiveForm<In>({ schema });"],
    ["useForm", "const form = useForm({});"],
  ])("passes a form on %s", (_hook, line) => {
    const result = check({ "box.tsx": `${line}\nexport const Box = () => <form />;` });
    expect(result.status).toBe(0);
  });

  it("passes files without a form, and tests", () => {
    expect(check({ "list.tsx": "export const L = () => <ul />;" }).status).toBe(0);
    expect(check({ "box.test.tsx": stateForm }).status).toBe(0);
  });

  it("does not count useFormContext or a <formula> tag as a hook or a form", () => {
    expect(check({ "a.tsx": `useFormContext();\n${stateForm}` }).status).toBe(1);
    expect(check({ "b.tsx": "export const B = () => <formula />;" }).status).toBe(0);
  });
});
