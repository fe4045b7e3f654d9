import type { FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import type { FieldLabels } from "@/lib/forms/use-zod-form";

/*
 * A module of its own, imported only by the live forms (useUrlForm, useLiveForm): its import() of
 * use-zod-form would otherwise add a chunk loader to every page that has use-zod-form already.
 */

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
