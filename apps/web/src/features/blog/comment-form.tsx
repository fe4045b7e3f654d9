"use client";

import { COMMENT_MAX_LENGTH } from "@inkforge/domain/blog/contract";
import { useState } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import { TextAreaField } from "@/components/forms/fields";
import { FormError } from "@/components/forms/form-error";
import { toast } from "@/components/toast/toast-store";
import { buttonVariants } from "@/components/ui/button-variants";
import type { ApiCaller } from "@/lib/api/api-call";
import { applyServerErrors, failureSentences, useZodForm } from "@/lib/forms/use-zod-form";

const LABELS = { message: "Comment" };
// zod stays off the article page (decision 0054): the contract loads on the first post.
const loadSchema = () => import("./comment-schema").then((module) => module.commentFormSchema);

/** The signed-in reader's form under a post's comments; `onPosted` reloads the list. */
export function CommentForm({
  postId,
  call,
  onPosted,
}: {
  postId: number;
  call: ApiCaller;
  onPosted: () => void;
}) {
  const form = useZodForm({ loadSchema, defaultValues: { message: "" }, labels: LABELS });
  const [sending, setSending] = useState(false);
  const typed = useWatch({ control: form.control, name: "message" }) ?? "";

  const submit = form.handleSubmit(async ({ message }) => {
    setSending(true);
    const result = await call("POST", "/api/comment/blog", {
      body: { pid: postId, message },
    });
    setSending(false);
    if (!result.ok) {
      const sentences = failureSentences(result, LABELS);
      // A sentence under the field says it all; the API's summary would repeat it.
      applyServerErrors(
        form,
        sentences.fieldErrors.message ? { ...sentences, message: "" } : sentences,
        ["message"],
      );
      return;
    }
    form.reset();
    toast({ variant: "success", title: "Comment posted" });
    onPosted();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-2">
        <TextAreaField
          name="message"
          label="Add a comment"
          hint={`Plain text, up to ${COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters (${typed.length} used).`}
        />
        <FormError />
        <div>
          <button
            type="submit"
            disabled={sending}
            className={buttonVariants({ variant: "primary" })}
          >
            {sending ? "Posting…" : "Post comment"}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
