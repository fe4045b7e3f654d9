"use client";

import type { MakerBookFormValues } from "@inkforge/domain/books/maker-book-form";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { CheckboxField } from "@/components/forms/fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { publicEnv } from "@/config/public-env";
import { useAuth } from "@/lib/auth/use-auth";

/*
 * The coloring maker's "Your own images" (decision 0125): each file is stored in the member's
 * account as a design image and named in the build; the server checks it prints at 300 DPI and
 * traces it to line art when asked. The preview shows a frame where each one goes.
 */

const MAX_IMAGES = 50;

export function OwnImages() {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const { fields, append, remove } = useFieldArray<MakerBookFormValues, "images">({
    name: "images",
  });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const upload = async (files: FileList | null) => {
    if (!files || !token) return;
    // Copied before the first await: the input is cleared right after this call starts, which
    // empties the live FileList.
    const chosen = Array.from(files).slice(0, MAX_IMAGES - fields.length);
    setBusy(true);
    setMessage(null);
    try {
      // The upload code loads with the first upload, not with the maker's page.
      const { uploadDesignImage } = await import("@/lib/api/designs-client");
      for (const file of chosen) {
        const stored = await uploadDesignImage(publicEnv.apiUrl, token, file);
        append({ name: stored.name, label: file.name, trace: "false" });
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : "The image could not be uploaded");
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="grid gap-3" data-testid="own-images">
      <legend className="text-base font-semibold text-slate-900">Your own images</legend>
      <p className="text-sm text-slate-600">
        SVG, or PNG with enough pixels to print at 300 DPI (about 2,200 pixels across an 8.5 × 11
        page; the build names the size it needs). Each goes on its own page after the designs,
        scaled to fit, with a blank back when single-sided. Up to 10 MB a file and 100 MB in one
        book.
      </p>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2"
          data-testid="own-image"
        >
          <div className="min-w-0">
            <p className="truncate text-sm text-slate-900">{field.label || field.name}</p>
            <CheckboxField
              name={`images.${index}.trace`}
              label="Trace to line art"
              hint="Turns a photo or shaded picture into black outlines."
            />
          </div>
          <button
            type="button"
            className={buttonVariants({ variant: "outline", size: "sm" })}
            onClick={() => remove(index)}
            aria-label={`Remove image ${index + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <label className="grid gap-1 text-sm font-medium text-slate-900">
        Add images
        <input
          type="file"
          accept="image/png,image/svg+xml,.png,.svg"
          multiple
          disabled={!token || busy || fields.length >= MAX_IMAGES}
          onChange={(event) => {
            void upload(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
          className="max-w-full text-sm"
        />
      </label>
      {!token ? <p className="text-sm text-slate-600">Sign in to add your own images.</p> : null}
      {busy ? <p className="text-sm text-slate-600">Uploading…</p> : null}
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
