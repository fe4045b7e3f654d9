"use client";

import { useRef } from "react";
import { get, useFormContext } from "react-hook-form";
import { useHydrated } from "@/lib/auth/use-hydrated";

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor typed or chose in a server-rendered field before React hydrated it, if anything:
 * hydration leaves the element's current value alone, and its default is what the server sent.
 */
function readEditBeforeHydration(element: FieldElement): string | undefined {
  if (element instanceof HTMLSelectElement) {
    const chosen = element.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? element.value : undefined;
  }
  if (element instanceof HTMLInputElement && ["checkbox", "radio", "file"].includes(element.type))
    return undefined;
  return element.value !== element.defaultValue ? element.value : undefined;
}

/**
 * `register(name)` for a field the server renders. The field carries the form's default value in
 * its HTML, so the first paint shows it, not an empty box that fills in once the page has
 * hydrated. And what was typed before hydration is kept: react-hook-form's ref puts the default
 * value back into the element when it attaches, so this ref reads the edit first and hands it to
 * the form (validated, as if typed now).
 */
export function useHydrationSafeRegister(name: string) {
  const { register, setValue, formState } = useFormContext();
  const registered = register(name);
  const attached = useRef(false);
  // True only in a hydration render (React hands out the server snapshot then): a field mounted
  // later in the browser has nothing typed in it, and its element may not show the form's value
  // until react-hook-form's ref has set it.
  const hydrating = !useHydrated();
  const defaultValue: unknown = get(formState.defaultValues, name);
  return {
    ...registered,
    defaultValue: typeof defaultValue === "string" ? defaultValue : undefined,
    ref: (element: FieldElement | null) => {
      // Only the first attach can find an edit from before hydration; later renders attach the
      // same element again with the form's own value in it.
      const edited =
        element && hydrating && !attached.current ? readEditBeforeHydration(element) : undefined;
      if (element) attached.current = true;
      registered.ref(element);
      if (edited !== undefined) setValue(name, edited, { shouldDirty: true, shouldValidate: true });
    },
  };
}
