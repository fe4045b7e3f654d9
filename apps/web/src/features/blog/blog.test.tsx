import { blogCategories } from "@inkforge/domain/blog/categories";
import type { BlogPostSummary, Comment } from "@inkforge/domain/blog/contract";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiCaller } from "@/lib/api/api-call";
import type { AuthState } from "@/lib/auth/use-auth";
import { BlogBody } from "./blog-body";
import { BlogIndex } from "./blog-index";
import { PostComments } from "./post-comments";

const post = (id: number, categoryId: number): BlogPostSummary => ({
  id,
  slug: `post-${id}`,
  title: `Post number ${id}`,
  categoryId,
  category: blogCategories.find((category) => category.id === categoryId)?.name ?? "",
  author: "The Inkforge team",
  date: "2026-03-01",
  summary: "A summary long enough to read like one.",
  link: `/blog/post-${id}`,
  thumbnail: `/api/blog/thumbnail/${id}`,
  index: id,
  readingMinutes: 2,
});

afterEach(cleanup);

describe("BlogIndex", () => {
  const posts = [post(1, 1), post(2, 3), post(3, 3)];

  it("lists every post with its link and the API-drawn thumbnail, and counts per category", () => {
    render(
      <BlogIndex
        posts={posts}
        categories={blogCategories}
        activeCategory={undefined}
        apiUrl="http://api.test"
      />,
    );
    const list = screen.getByTestId("blog-posts");
    expect(within(list).getAllByRole("article")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Post number 2" }).getAttribute("href")).toBe(
      "/blog/post-2",
    );
    expect(list.querySelector("img")?.getAttribute("src")).toBe(
      "http://api.test/api/blog/thumbnail/1",
    );
    expect(
      screen.getByRole("link", { name: "All articles (3)" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(
      screen.getByRole("link", { name: /Pricing & royalties \(2\)/ }).getAttribute("href"),
    ).toBe("/blog?category=pricing-and-royalties");
  });

  it("shows only the active category's posts", () => {
    render(
      <BlogIndex
        posts={posts}
        categories={blogCategories}
        activeCategory={blogCategories[2]}
        apiUrl="http://api.test"
      />,
    );
    expect(within(screen.getByTestId("blog-posts")).getAllByRole("article")).toHaveLength(2);
    expect(
      screen.getByRole("link", { name: /Pricing & royalties/ }).getAttribute("aria-current"),
    ).toBe("page");
  });
});

describe("BlogBody", () => {
  it("renders headings, lists and paragraphs, and markup as text", () => {
    const { container } = render(
      <BlogBody body={"## Heading\nText <b>bold</b>\n\n- one\n- two"} />,
    );
    expect(screen.getByRole("heading", { name: "Heading" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toContain("Text <b>bold</b>");
  });
});

let auth: AuthState = { status: "unauthenticated" };
const sent: unknown[][] = [];
let stored: Comment[] = [];
const caller = (async (method: string, path: string, options?: { body?: { message: string } }) => {
  sent.push([method, path, options]);
  if (method === "GET") return { ok: true, status: 200, data: stored };
  if (method === "POST" && path.endsWith("/report")) {
    if (path === "/api/comment/blog/c3/report") {
      return { ok: true, status: 200, data: { reported: true } };
    }
    return {
      ok: false,
      status: 404,
      code: "NOT_FOUND",
      message: "Comment was not found.",
      details: [],
      retryAfterSeconds: null,
    };
  }
  if (method === "POST") {
    stored = [
      ...stored,
      {
        id: "c2",
        pid: "1",
        message: options?.body?.message ?? "",
        username: "ann",
        createdAt: "2026-11-24T10:00:00.000Z",
        mine: true,
      },
    ];
    return { ok: true, status: 201, data: "OK" };
  }
  return {
    ok: false,
    status: 500,
    code: "INTERNAL",
    message: "Something went wrong",
    details: [],
    retryAfterSeconds: null,
  };
}) as ApiCaller;
vi.mock("@/lib/auth/use-auth", () => ({ useAuth: () => auth }));
vi.mock("@/lib/api/use-account-api", () => ({ useAccountApi: () => caller }));
vi.mock("@/components/toast/toast-store", () => ({ toast: vi.fn() }));

describe("PostComments", () => {
  it("shows comments as text and asks a visitor to log in", async () => {
    auth = { status: "unauthenticated" };
    stored = [
      {
        id: "c1",
        pid: "1",
        message: '<img src=x onerror="alert(1)">',
        username: "bob",
        createdAt: "2026-11-24T09:00:00.000Z",
        mine: false,
      },
    ];
    const { container } = render(<PostComments postId={1} path="/blog/post-1" />);
    expect(await screen.findByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      "/login?next=%2Fblog%2Fpost-1",
    );
    expect(screen.queryByRole("button", { name: "Delete my comment" })).toBeNull();
    // Reporting is for signed-in readers only.
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
  });

  it("a signed-in reader reports another's comment after confirming, and sees the answer", async () => {
    auth = { status: "authenticated", user: { id: "u1" } as never, apiToken: "t" };
    const other = (id: string, message: string): Comment => ({
      id,
      pid: "1",
      message,
      username: "bob",
      createdAt: "2026-11-24T09:00:00.000Z",
      mine: false,
    });
    stored = [other("c3", "Buy followers here"), other("c4", "Gone already")];
    sent.length = 0;
    render(<PostComments postId={1} path="/blog/post-1" />);
    const first = (await screen.findByText("Buy followers here")).closest("li") as HTMLElement;
    const second = screen.getByText("Gone already").closest("li") as HTMLElement;

    // Cancel sends nothing.
    await userEvent.click(within(first).getByRole("button", { name: "Report" }));
    await userEvent.click(within(first).getByRole("button", { name: "Cancel" }));
    expect(sent.filter(([method]) => method === "POST")).toEqual([]);

    await userEvent.click(within(first).getByRole("button", { name: "Report" }));
    expect(within(first).getByText("Report this comment to the moderators?")).toBeTruthy();
    await userEvent.click(within(first).getByRole("button", { name: "Yes, report it" }));
    expect((await within(first).findByRole("status")).textContent).toBe(
      "Reported. Thank you: a moderator will look at this comment.",
    );
    expect(within(first).queryByRole("button", { name: "Report" })).toBeNull();
    expect(sent.filter(([method]) => method === "POST").map(([, path]) => path)).toEqual([
      "/api/comment/blog/c3/report",
    ]);

    await userEvent.click(within(second).getByRole("button", { name: "Report" }));
    await userEvent.click(within(second).getByRole("button", { name: "Yes, report it" }));
    expect((await within(second).findByRole("status")).textContent).toBe(
      "Not reported: Comment was not found.",
    );
    sent.length = 0;
  });

  it("a signed-in reader posts a comment, refuses an empty one, and an own comment can be deleted (restored on failure)", async () => {
    auth = { status: "authenticated", user: { id: "u1" } as never, apiToken: "t" };
    stored = [];
    render(<PostComments postId={1} path="/blog/post-1" />);
    expect(await screen.findByText(/No comments yet/)).toBeTruthy();
    sent.length = 0;
    await userEvent.click(await screen.findByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Comment is required.")).toBeTruthy();
    expect(screen.getByLabelText("Add a comment").getAttribute("aria-invalid")).toBe("true");
    expect(sent.filter(([method]) => method === "POST")).toEqual([]);
    await userEvent.type(screen.getByLabelText("Add a comment"), "Thanks for the numbers");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Thanks for the numbers")).toBeTruthy();
    expect(
      sent.some(
        ([method, , options]) =>
          method === "POST" && (options as { body: { pid: number } }).body.pid === 1,
      ),
    ).toBe(true);
    await waitFor(() =>
      expect((screen.getByLabelText("Add a comment") as HTMLTextAreaElement).value).toBe(""),
    );
    // The server refuses the delete: the comment comes back.
    await userEvent.click(screen.getByRole("button", { name: "Delete my comment" }));
    await waitFor(() => expect(screen.getByText("Thanks for the numbers")).toBeTruthy());
  });

  it("refuses a comment over 2,000 characters, naming the field, and posts nothing", async () => {
    auth = { status: "authenticated", user: { id: "u1" } as never, apiToken: "t" };
    stored = [];
    sent.length = 0;
    render(<PostComments postId={1} path="/blog/post-1" />);
    const box = await screen.findByLabelText("Add a comment");
    await userEvent.click(box);
    await userEvent.paste("x".repeat(2001));
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Comment must be at most 2000 characters.")).toBeTruthy();
    expect(sent.filter(([method]) => method === "POST")).toEqual([]);
  });
});
