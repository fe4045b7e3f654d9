import type { PanelNotification } from "@inkforge/domain/contracts/notifications";

/*
 * The notifications panel's state (spec §2.7): pages merged into one list, the bell's unread
 * count, and deletions and reads applied before the server answers and undone when it fails.
 * A reducer, so every step is testable without a browser.
 */

export const PAGE_SIZE = 5;
export const EMPTY_TEXT = "No notifications";
export const LOAD_MORE_TEXT = "Load More";
export const FETCH_FAILED_LOG = "Failed to fetch notifications";

export type PanelState = {
  items: PanelNotification[];
  /** The last page merged; 0 before the first. */
  page: number;
  hasMore: boolean;
  /** Null until the server has said; the badge is hidden meanwhile. */
  unread: number | null;
  /** A page request is in flight (the list keeps what it shows meanwhile). */
  loading: boolean;
  /** Deleted here but not yet confirmed: the item and where it stood, to put it back. */
  pendingDeletes: Record<string, { item: PanelNotification; index: number }>;
};

export const initialPanelState: PanelState = {
  items: [],
  page: 0,
  hasMore: false,
  unread: null,
  loading: false,
  pendingDeletes: {},
};

export type PanelAction =
  | { type: "page-requested" }
  | {
      type: "page-loaded";
      page: number;
      notifications: PanelNotification[];
      hasMore: boolean;
      unread: number;
    }
  | { type: "page-failed" }
  | { type: "unread-loaded"; unread: number }
  | { type: "read-started"; id: string }
  | { type: "read-confirmed"; id: string; unread: number }
  | { type: "read-failed"; id: string }
  | { type: "delete-started"; id: string }
  | { type: "delete-confirmed"; id: string; unread: number | null }
  | { type: "delete-failed"; id: string }
  | { type: "reset" };

/**
 * Page 1 replaces the list (a refresh starts over); a later page is appended, skipping any
 * notification already shown: pages are counted on the server's current list, so a notification
 * that arrived since the last page shifts an old one into the next page.
 */
export function mergePage(
  current: PanelNotification[],
  page: number,
  incoming: PanelNotification[],
): PanelNotification[] {
  if (page <= 1) return incoming;
  const shown = new Set(current.map((item) => item.notification_id));
  return [...current, ...incoming.filter((item) => !shown.has(item.notification_id))];
}

/**
 * The page 'Load More' asks for: the one holding the first notification not shown yet. Without
 * deletions that is the next page; after one, the server's pages have moved up by one, and
 * asking for the following page would skip the notification that moved across (mergePage drops
 * the ones already shown).
 */
export function nextPageToLoad(state: Pick<PanelState, "items">, pageSize = PAGE_SIZE): number {
  return Math.floor(state.items.length / pageSize) + 1;
}

function setRead(items: PanelNotification[], id: string, isRead: boolean): PanelNotification[] {
  return items.map((item) => (item.notification_id === id ? { ...item, is_read: isRead } : item));
}

const adjust = (unread: number | null, by: number) =>
  unread === null ? null : Math.max(0, unread + by);

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case "page-requested":
      return { ...state, loading: true };
    case "page-loaded": {
      // A pending deletion stays hidden even when a refresh brings the item back meanwhile.
      const incoming = action.notifications.filter(
        (item) => !(item.notification_id in state.pendingDeletes),
      );
      return {
        ...state,
        items: mergePage(state.items, action.page, incoming),
        page: action.page,
        hasMore: action.hasMore,
        unread: action.unread,
        loading: false,
      };
    }
    case "page-failed":
      return { ...state, loading: false };
    case "unread-loaded":
      return { ...state, unread: action.unread };
    case "read-started": {
      const item = state.items.find((entry) => entry.notification_id === action.id);
      if (!item || item.is_read) return state;
      return {
        ...state,
        items: setRead(state.items, action.id, true),
        unread: adjust(state.unread, -1),
      };
    }
    case "read-confirmed":
      return { ...state, unread: action.unread };
    case "read-failed": {
      const item = state.items.find((entry) => entry.notification_id === action.id);
      if (!item?.is_read) return state;
      return {
        ...state,
        items: setRead(state.items, action.id, false),
        unread: adjust(state.unread, 1),
      };
    }
    case "delete-started": {
      const index = state.items.findIndex((entry) => entry.notification_id === action.id);
      if (index === -1) return state;
      const item = state.items[index]!;
      return {
        ...state,
        items: state.items.filter((entry) => entry.notification_id !== action.id),
        unread: item.is_read ? state.unread : adjust(state.unread, -1),
        pendingDeletes: { ...state.pendingDeletes, [action.id]: { item, index } },
      };
    }
    case "delete-confirmed": {
      const { [action.id]: _done, ...pendingDeletes } = state.pendingDeletes;
      return { ...state, pendingDeletes, unread: action.unread ?? state.unread };
    }
    case "delete-failed": {
      const pending = state.pendingDeletes[action.id];
      if (!pending) return state;
      const { [action.id]: _restored, ...pendingDeletes } = state.pendingDeletes;
      const items = [...state.items];
      items.splice(Math.min(pending.index, items.length), 0, pending.item);
      return {
        ...state,
        items,
        pendingDeletes,
        unread: pending.item.is_read ? state.unread : adjust(state.unread, 1),
      };
    }
    case "reset":
      return initialPanelState;
  }
}

/** The badge's text: nothing at 0, "99+" beyond 99 so it stays a small circle. */
export function badgeText(unread: number | null): string | null {
  if (unread === null || unread <= 0) return null;
  return unread > 99 ? "99+" : String(unread);
}
