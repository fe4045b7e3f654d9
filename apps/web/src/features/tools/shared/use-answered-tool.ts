"use client";

import { afterFirstPaint } from "@/lib/after-first-paint";
import type { QueryValues } from "@/lib/forms/query-values";
import { type UrlForm, type UrlFormSchema, useUrlForm } from "@/lib/forms/use-url-form";
import { useLazyModule } from "@/lib/use-lazy-module";
import { whenUsed } from "@/lib/when-used";

/**
 * A calculator's engine and URL form, for a page whose server HTML may already hold the answer
 * for the URL's values (decision 0183): with it (`answered`) both load when the person uses the
 * page; without it (values the form refuses) after the first paint, to say what is wrong.
 * `loadEngine` and `loadSchema` must be stable.
 */
export function useAnsweredTool<E, V extends QueryValues, Out>({
  answered,
  loadEngine,
  loadSchema,
  defaults,
}: {
  answered: boolean;
  loadEngine: () => Promise<E>;
  loadSchema: () => Promise<UrlFormSchema<Out, V>>;
  defaults: V;
}): UrlForm<V, Out> & { engine: E | null } {
  const loadWhen = answered ? whenUsed : afterFirstPaint;
  const engine = useLazyModule(loadEngine, loadWhen);
  return { ...useUrlForm({ loadSchema, defaults, loadWhen }), engine };
}
