"use client";

import { readableColors } from "@inkforge/domain/promotions/readable-colors";
import type * as React from "react";
import { useCallback, useEffect, useId, useRef, useState } from "react";

/** The modal fades in over about 10 ms (POP-11)… */
const DIALOG_FADE_IN_MS = 10;
/** …and leaves the page 300 ms after it is closed. */
const DIALOG_CLOSE_DELAY_MS = 300;

type PromoDialogProps = {
  title: React.ReactNode;
  children: React.ReactNode;
  /** Called once the closing animation is over (the dialog is then unmounted by the caller). */
  onClosed: () => void;
  /** Set to true to close from outside (e.g. the 24-hour window ended). */
  closeRequested?: boolean;
  testId: string;
  accent?: { background: string; text: string };
};

/**
 * A promotion dialog: closable by the overlay, the close button and Escape (PROMO-06, PROMO-07),
 * fading in over about 10 ms and removed 300 ms after closing (POP-11). Fixed over the page, so
 * it never moves the layout.
 */
export function PromoDialog({
  title,
  children,
  onClosed,
  closeRequested = false,
  testId,
  accent: accentColors = { background: "#23275a", text: "#ffffff" },
}: PromoDialogProps) {
  const accent = readableColors(accentColors);
  const titleId = useId();
  const [visible, setVisible] = useState(false);
  const [closing, setClosing] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setVisible(true));
    closeButton.current?.focus({ preventScroll: true });
    return () => window.cancelAnimationFrame(frame);
  }, []);

  const close = useCallback(() => setClosing(true), []);

  useEffect(() => {
    if (closeRequested) setClosing(true);
  }, [closeRequested]);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(onClosed, DIALOG_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing, onClosed]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [close]);

  const shown = visible && !closing;
  return (
    <div
      className="fixed inset-0 z-[90] flex items-center justify-center p-4 transition-opacity ease-out"
      style={{
        opacity: shown ? 1 : 0,
        transitionDuration: `${closing ? DIALOG_CLOSE_DELAY_MS : DIALOG_FADE_IN_MS}ms`,
      }}
      data-testid={testId}
      data-state={closing ? "closing" : "open"}
    >
      <button
        type="button"
        aria-label="Close the offer"
        tabIndex={-1}
        className="absolute inset-0 h-full w-full cursor-default bg-slate-900/60"
        data-testid="promo-dialog-overlay"
        onClick={close}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative w-full max-w-md overflow-hidden rounded-xl bg-white shadow-2xl"
      >
        <div
          className="px-6 pb-4 pt-5"
          style={{ background: accent.background, color: accent.text }}
        >
          <h2 id={titleId} className="pr-8 text-lg font-bold leading-snug">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            aria-label="Close"
            className="absolute right-3 top-3 flex h-8 w-8 items-center justify-center rounded-full text-xl leading-none hover:bg-white/20"
            style={{ color: accent.text }}
            onClick={close}
          >
            ×
          </button>
        </div>
        <div className="space-y-4 px-6 py-5 text-slate-800">{children}</div>
      </div>
    </div>
  );
}
