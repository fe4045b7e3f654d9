"use client";

import dynamic from "next/dynamic";
import { SessionContext } from "next-auth/react";
import { useContext } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { PickerTool } from "@/components/project-picker/project-picker-values";
import { useAuth } from "@/lib/auth/use-auth";

// The panel (projects API, contract schema, mappings) loads only for a signed-in visitor, so a
// free tool page's first load carries none of it (decision 0054's budget; decision 0061).
const ProjectPickerPanel = dynamic(
  () => import("@/components/project-picker/project-picker-panel"),
  {
    ssr: false,
    loading: () => <p className="text-sm text-slate-600">Loading your book projects…</p>,
  },
);

/**
 * Loads one of the signed-in user's book projects into a tool's URL form and saves the tool's
 * values back to it. Renders nothing for visitors who are not signed in.
 */
type PickerProps<V extends FieldValues> = {
  tool: PickerTool;
  form: UseFormReturn<V, unknown, unknown>;
  values: Record<string, string>;
  /** For values that live outside the URL form (the description editor): told what loaded. */
  onLoaded?: (values: Record<string, string>) => void;
};

export function ProjectPicker<V extends FieldValues>(props: PickerProps<V>) {
  // A tool rendered without the site's session provider (a tool's unit test) has no account.
  const session = useContext(SessionContext);
  return session ? <SignedInPicker {...props} /> : null;
}

function SignedInPicker<V extends FieldValues>({ tool, form, values, onLoaded }: PickerProps<V>) {
  const auth = useAuth();
  if (auth.status !== "authenticated") return null;
  return (
    <div data-testid="project-picker" className="rounded-md border border-ink-100 bg-ink-50/40 p-3">
      <ProjectPickerPanel
        tool={tool}
        form={form as unknown as UseFormReturn<FieldValues, unknown, unknown>}
        values={values}
        onLoaded={onLoaded}
      />
    </div>
  );
}
