import { toSafeRelativePath } from "@inkforge/domain/navigation/safe-redirect";

/**
 * The login prompt of spec §2.8 and §4 (LOGIN): a tool that needs an account opens it with a
 * title and the page to come back to. Pure state, so it is shared by every component on the page
 * and unit-tested without a browser.
 */
export type LoginDialogState = {
  open: boolean;
  title: string | undefined;
  /** The same-origin path to return to after logging in; `/` when the tool gives none. */
  next: string;
};

export type OpenLoginDialogInput = { title?: string; next?: string };

export const closedLoginDialog: LoginDialogState = { open: false, title: undefined, next: "/" };

/** The state an `open` call produces. An unsafe `next` (another site) falls back to `/`. */
export function openedLoginDialog(input: OpenLoginDialogInput = {}): LoginDialogState {
  return { open: true, title: input.title, next: toSafeRelativePath(input.next, "/") };
}

/** Where the dialog's Login button goes: `/login?next=<encoded next>`. */
export function loginHref(state: Pick<LoginDialogState, "next">): string {
  return `/login?next=${encodeURIComponent(toSafeRelativePath(state.next, "/"))}`;
}

type Listener = (state: LoginDialogState) => void;

export function createLoginDialogStore() {
  let state = closedLoginDialog;
  const listeners = new Set<Listener>();

  function set(next: LoginDialogState) {
    state = next;
    for (const listener of listeners) listener(state);
  }

  return {
    getState: () => state,
    open: (input?: OpenLoginDialogInput) => set(openedLoginDialog(input)),
    // Closing keeps title and next, so the closing animation does not flash other text.
    close: () => set({ ...state, open: false }),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's one login dialog; tools call `loginDialog.open({ title, next })`. */
export const loginDialog = createLoginDialogStore();
