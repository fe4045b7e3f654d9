import type { FieldValues, Resolver } from "react-hook-form";

/*
 * Apart from use-zod-form.ts, so a live form can use it without the zod resolver and the message
 * wording in its first load (lazy-human-resolver.ts, decision 0183).
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
