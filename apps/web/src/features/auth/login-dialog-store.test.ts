// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  closedLoginDialog,
  createLoginDialogStore,
  loginHref,
  openedLoginDialog,
} from "./login-dialog-store";

describe("login dialog store", () => {
  it("is hidden by default (LOGIN-01)", () => {
    expect(createLoginDialogStore().getState()).toEqual(closedLoginDialog);
    expect(closedLoginDialog.open).toBe(false);
  });

  it("open({ title, next }) shows the dialog with that title and next (LOGIN-04)", () => {
    const store = createLoginDialogStore();
    store.open({ title: "Use Keyword Tracker", next: "/titans-keyword-tracker?tab=2" });
    expect(store.getState()).toEqual({
      open: true,
      title: "Use Keyword Tracker",
      next: "/titans-keyword-tracker?tab=2",
    });
  });

  it("open({}) defaults next to / and the href to /login?next=%2F (LOGIN-06)", () => {
    const store = createLoginDialogStore();
    store.open({});
    expect(store.getState()).toMatchObject({ open: true, title: undefined, next: "/" });
    expect(loginHref(store.getState())).toBe("/login?next=%2F");
    expect(openedLoginDialog()).toEqual({ open: true, title: undefined, next: "/" });
  });

  it("close() hides the dialog and keeps its text (LOGIN-07)", () => {
    const store = createLoginDialogStore();
    store.open({ title: "T", next: "/word-cloud" });
    store.close();
    expect(store.getState()).toEqual({ open: false, title: "T", next: "/word-cloud" });
  });

  it.each([
    ["/word-cloud", "/login?next=%2Fword-cloud"],
    [
      "/titans-keyword-tracker?tab=a&b=c",
      "/login?next=%2Ftitans-keyword-tracker%3Ftab%3Da%26b%3Dc",
    ],
    ["https://evil.test/x", "/login?next=%2F"],
    ["//evil.test", "/login?next=%2F"],
    ["/\\evil.test", "/login?next=%2F"],
    ["javascript:alert(1)", "/login?next=%2F"],
  ])("next %s gives the login href %s (LOGIN-05)", (next, href) => {
    const store = createLoginDialogStore();
    store.open({ next });
    expect(loginHref(store.getState())).toBe(href);
  });

  it("notifies subscribers until they unsubscribe", () => {
    const store = createLoginDialogStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.open({ next: "/a" });
    unsubscribe();
    store.close();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ open: true, next: "/a" }));
  });
});
