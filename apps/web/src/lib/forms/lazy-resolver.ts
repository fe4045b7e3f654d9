import type { FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import type { FieldLabels } from "@/lib/forms/use-zod-form";

/*
 * Apart from use-zod-form.ts, whose zod resolver and message wording would otherwise come with
 * every form page's first load: a live form loads them with its schema (decision 0183).
 */

/**
 * A resolver made on the first validation from a chunk loaded then (decision 0054), and kept for
 * the form's life: for forms that need the resolver itself rather than `useZodForm`'s.
 */
export function lazyResolver<In extends FieldValues, Out>(
  load: () => Promise<Resolver<In, unknown, Out>>,
): Resolver<In, unknown, Out> {
  let later: Promise<Resolver<In, unknown, Out>> | null = null;
  return async (values, context, options) => {
    later ??= load();
    return (await later)(values, context, options);
  };
}

/**
 * `humanZodResolver` for a schema loaded later: the schema and the resolver's code (zod's resolver,
 * the message wording) arrive together on the first validation.
 */
export function lazyHumanResolver<In extends FieldValues, Out>(
  loadSchema: () => Promise<$ZodType<Out, In>>,
  labels?: FieldLabels,
): Resolver<In, unknown, Out> {
  return lazyResolver(() =>
    Promise.all([loadSchema(), import("@/lib/forms/use-zod-form")]).then(([schema, forms]) =>
      forms.humanZodResolver(schema, labels),
    ),
  );
}
