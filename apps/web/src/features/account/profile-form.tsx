"use client";

import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { describeApiFailure, FIELD_LABELS } from "@/lib/api/error-messages";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useHydrated } from "@/lib/auth/use-hydrated";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { editAccount } from "./edit-account";
import {
  type AccountFormInput,
  type AccountFormOutput,
  loadAccountSchema,
} from "./load-account-schema";

const FIELDS = ["username", "image"];

/** Name and profile image (`username`, `image` of the edit contract). */
export function ProfileForm({ initial }: { initial: { username: string; image: string | null } }) {
  const id = useId();
  const api = useAccountApi();
  const { update } = useSession();
  const router = useRouter();
  const hydrated = useHydrated();
  const form = useZodForm<
    AccountFormInput<"profileFormSchema">,
    AccountFormOutput<"profileFormSchema">
  >({
    loadSchema: loadAccountSchema("profileFormSchema"),
    defaultValues: { username: initial.username, image: initial.image ?? "" },
    labels: FIELD_LABELS,
  });
  const [sending, setSending] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    const result = await editAccount(api, values);
    setSending(false);
    if (!result.ok) {
      applyServerErrors(form, describeApiFailure(result, "editProfile"), FIELDS);
      return;
    }
    // The session shows the name and image too: refresh it from the API.
    await update();
    router.refresh();
    toast({ variant: "success", title: "Profile saved" });
  });

  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4"
        aria-label="Profile"
      >
        <InputField id={`${id}-name`} label="Name" name="username" autoComplete="name" />
        <InputField
          id={`${id}-image`}
          label="Image URL"
          name="image"
          type="url"
          inputMode="url"
          placeholder="https://…"
          hint="A link to a square picture. Leave empty to remove it."
        />
        <FormError />
        <div>
          <Button type="submit" disabled={!hydrated || sending}>
            {sending ? "Saving…" : "Save profile"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
