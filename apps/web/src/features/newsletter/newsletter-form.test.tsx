import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form";
import { NewsletterFormLive } from "./newsletter-form-live";

const sent = vi.hoisted(() => ({ emails: [] as string[] }));
vi.mock("./newsletter-subscribe", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./newsletter-subscribe")>()),
  subscribeToNewsletter: async (email: string) => {
    sent.emails.push(email);
    return { error: null, status: 200, data: { subscribed: true } };
  },
}));
vi.mock("@/components/toast/toast-store", () => ({ toast: () => {} }));

afterEach(() => {
  cleanup();
  sent.emails = [];
});

describe("the footer's newsletter form", () => {
  it.each(["", "not-an-email", "ann@", `${"a".repeat(250)}@example.com`])(
    "refuses %j with the email sentence and sends nothing",
    async (typed) => {
      render(<NewsletterFormLive />);
      const email = screen.getByLabelText("Email address");
      if (typed) {
        await userEvent.click(email);
        await userEvent.paste(typed);
      }
      await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
      expect((await screen.findByRole("alert")).textContent).toMatch(/^Email|valid email/);
      expect(email.getAttribute("aria-invalid")).toBe("true");
      expect(sent.emails).toEqual([]);
    },
  );

  it("sends the address trimmed and lower-cased, then empties the box", async () => {
    render(<NewsletterFormLive />);
    const email = screen.getByLabelText("Email address");
    await userEvent.type(email, "  Ann@Example.COM ");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(sent.emails).toEqual(["ann@example.com"]));
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(""));
  });
});

describe("the footer's box before its live form has loaded", () => {
  it("hands what was typed and a submit already asked for to the live form, which sends it", async () => {
    render(<NewsletterForm />);
    const box = screen.getByLabelText("Email address") as HTMLInputElement;
    // Typed into the server's HTML and submitted before the form's code is there.
    box.value = " Early@Example.com";
    fireEvent.submit(box.form as HTMLFormElement);
    await waitFor(() => expect(sent.emails).toEqual(["early@example.com"]));
    await waitFor(() =>
      expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe(""),
    );
  });

  it("keeps the same box while it is typed in, and sends what was typed on the first submit", async () => {
    render(<NewsletterForm />);
    const box = screen.getByLabelText("Email address") as HTMLInputElement;
    // Focus fetches the live form's code; the box is not replaced under the visitor's hands.
    box.focus();
    await import("./newsletter-form-live");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText("Email address")).toBe(box);
    await userEvent.type(box, "ann@example.com");
    expect(sent.emails).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(sent.emails).toEqual(["ann@example.com"]));
  });
});
