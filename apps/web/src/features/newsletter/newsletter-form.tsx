"use client";

import { useEffect, useRef, useState } from "react";
import { NewsletterFields } from "./newsletter-fields";
import type { NewsletterHandover } from "./newsletter-form-live";

const loadLive = () => import("./newsletter-form-live");
type LiveForm = Awaited<ReturnType<typeof loadLive>>["NewsletterFormLive"];

/**
 * The footer's sign-up box. The footer is on every page, and most visitors never touch the box:
 * react-hook-form and the live form's code load when someone reaches for it (the pointer comes
 * over it, or focus lands in it; issue 26), not with every page. The box stays plain HTML that
 * takes typing until it is submitted; then the live form takes its place with what was typed and
 * the submit, so nothing is lost or moves. Swapping only then means no click can land on a box
 * that is being replaced (a swap while the pointer was on its way to the button once lost the
 * click). The button stays disabled until the page is interactive, so Enter before that cannot
 * submit the bare HTML form.
 */
export function NewsletterForm() {
  const [Live, setLive] = useState<LiveForm | null>(null);
  const [interactive, setInteractive] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitAsked = useRef(false);
  const requested = useRef(false);
  useEffect(() => setInteractive(true), []);

  // Reaching for the box fetches the live form's code; only a submit puts it in place.
  const prefetch = () => {
    if (requested.current) return;
    requested.current = true;
    void loadLive();
  };
  const activate = () => {
    void loadLive().then((module) => setLive(() => module.NewsletterFormLive));
  };
  // Read while the live form renders, before it replaces this box: the latest typing counts.
  const handover = (): NewsletterHandover => {
    const input = formRef.current?.querySelector("input");
    return {
      email: input?.value ?? "",
      focused: input !== null && input !== undefined && document.activeElement === input,
      submit: submitAsked.current,
    };
  };

  if (Live) return <Live handover={handover} />;
  return (
    <NewsletterFields
      id="newsletter-form"
      formRef={formRef}
      input={{}}
      submitDisabled={!interactive}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onSubmit={(event) => {
        event.preventDefault();
        submitAsked.current = true;
        activate();
      }}
    />
  );
}
