"use client";

import dynamic from "next/dynamic";
import { NewsletterFields } from "./newsletter-fields";

/**
 * The footer's sign-up box. The footer is on every page, whose first load has room for the site
 * shell only (decision 0087): react-hook-form arrives just after the page, in the live form's
 * chunk, and until then the same box is drawn with its input disabled.
 */
export const NewsletterForm = dynamic(
  () => import("./newsletter-form-live").then((module) => module.NewsletterFormLive),
  {
    ssr: false,
    loading: () => <NewsletterFields id="newsletter-loading" input={{ disabled: true }} />,
  },
);
