"use client";

import type { PanelNotification } from "@inkforge/domain/contracts/notifications";
import * as Popover from "@radix-ui/react-popover";
import { Bell, LoaderCircle, RotateCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { toast } from "@/components/toast/toast-store";
import { failureText } from "@/lib/api/api-error";
import { useApiSession } from "@/lib/api/use-api-session";
import { cn } from "@/lib/cn";
import {
  deleteNotification,
  fetchNotificationsPage,
  fetchUnreadCount,
  markNotificationRead,
} from "./notifications-api";
import {
  badgeText,
  EMPTY_TEXT,
  FETCH_FAILED_LOG,
  initialPanelState,
  LOAD_MORE_TEXT,
  nextPageToLoad,
  panelReducer,
} from "./panel-state";

const timeParts = { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" } as const;
const thisYearFormat = new Intl.DateTimeFormat(undefined, timeParts);
const otherYearFormat = new Intl.DateTimeFormat(undefined, { ...timeParts, year: "numeric" });

/** "Nov 27, 1:38 AM"; the year only when it is not this one, so the title keeps its room. */
function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const format = date.getFullYear() === now.getFullYear() ? thisYearFormat : otherYearFormat;
  return format.format(date);
}

function NotificationItem({
  item,
  onOpen,
  onDelete,
}: {
  item: PanelNotification;
  onOpen: (item: PanelNotification) => void;
  onDelete: (item: PanelNotification) => void;
}) {
  return (
    <li
      data-testid="notification"
      data-read={item.is_read ? "true" : "false"}
      className={cn(
        "group flex items-start gap-1 rounded-md pr-1",
        item.is_read ? "bg-transparent" : "bg-ink-50",
      )}
    >
      {/* A real link, so the browser opens the new tab itself (no popup blocker) and keyboard
          and middle-click work; the click also marks it read. */}
      <a
        href={item.link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onOpen(item)}
        className="min-w-0 flex-1 rounded-md px-3 py-1.5 text-left outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-ink-500"
      >
        <span className="flex items-baseline gap-2">
          {item.is_read ? null : (
            <span aria-hidden className="h-2 w-2 shrink-0 self-center rounded-full bg-ember-500" />
          )}
          <span
            className={cn(
              "min-w-0 truncate text-sm font-semibold",
              item.is_read ? "text-slate-500" : "text-slate-900",
            )}
          >
            {item.title}
          </span>
          {item.is_read ? null : <span className="sr-only">(unread)</span>}
          <time
            dateTime={item.created_at}
            className="ml-auto shrink-0 whitespace-nowrap text-xs text-slate-500"
          >
            {formatWhen(item.created_at)}
          </time>
        </span>
        <span
          className={cn(
            "mt-0.5 block wrap-anywhere text-sm",
            item.is_read ? "text-slate-500" : "text-slate-700",
          )}
        >
          {item.message}
        </span>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <button
        type="button"
        aria-label={`Delete notification: ${item.title}`}
        title="Delete"
        data-testid="notification-delete"
        onClick={() => onDelete(item)}
        className="mt-1.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ink-500"
      >
        <Trash2 aria-hidden className="h-4 w-4" />
      </button>
    </li>
  );
}

/**
 * The header's bell (spec §2.3, §2.7): the unread count on it, and a panel of 5 notifications per
 * page. A failed read is only logged (the bell
 * and the page keep working, spec §8); a failed delete puts the item back and says so in a toast.
 */
export function NotificationsBell() {
  const session = useApiSession();
  const call = session.status === "signed-in" ? session.call : null;
  const userId = session.status === "signed-in" ? session.userId : null;
  const [state, dispatch] = useReducer(panelReducer, initialPanelState);
  // Answers of an earlier load are ignored once a newer one (or a refresh) has started.
  const loadSeq = useRef(0);

  const loadUnread = useCallback(async () => {
    if (!call || !userId) return;
    const result = await fetchUnreadCount(call, userId);
    if (result.ok) dispatch({ type: "unread-loaded", unread: result.data.unread_count });
    else console.error(FETCH_FAILED_LOG, result.message);
  }, [call, userId]);

  const loadPage = useCallback(
    async (page: number) => {
      if (!call || !userId) return;
      const seq = ++loadSeq.current;
      dispatch({ type: "page-requested" });
      const result = await fetchNotificationsPage(call, userId, page);
      if (seq !== loadSeq.current) return;
      if (result.ok) {
        dispatch({
          type: "page-loaded",
          page,
          notifications: result.data.notifications,
          hasMore: result.data.has_more,
          unread: result.data.unread_count,
        });
      } else {
        console.error(FETCH_FAILED_LOG, result.message);
        dispatch({ type: "page-failed" });
      }
    },
    [call, userId],
  );

  // A new account (or signing out) starts from nothing; the count is refreshed when the tab
  // comes back, since purchases often finish in another tab.
  useEffect(() => {
    dispatch({ type: "reset" });
    loadSeq.current += 1;
    if (!call) return;
    void loadUnread();
    const onVisible = () => {
      if (document.visibilityState === "visible") void loadUnread();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [call, loadUnread]);

  // Each opening starts from page 1, so what arrived since the last look is on top; the list
  // already shown stays on screen until the answer replaces it.
  const onOpenChange = (open: boolean) => {
    if (open) void loadPage(1);
  };

  const onOpenItem = (item: PanelNotification) => {
    if (item.is_read || !call || !userId) return;
    dispatch({ type: "read-started", id: item.notification_id });
    void markNotificationRead(call, userId, item.notification_id).then((result) => {
      if (result.ok) {
        dispatch({
          type: "read-confirmed",
          id: item.notification_id,
          unread: result.data.unread_count,
        });
      } else {
        console.error("Failed to mark the notification read", result.message);
        dispatch({ type: "read-failed", id: item.notification_id });
      }
    });
  };

  const onDeleteItem = (item: PanelNotification) => {
    if (!call || !userId) return;
    dispatch({ type: "delete-started", id: item.notification_id });
    void deleteNotification(call, userId, item.notification_id).then((result) => {
      if (result.ok) {
        dispatch({
          type: "delete-confirmed",
          id: item.notification_id,
          unread: result.data.unread_count,
        });
      } else if (result.status === 404) {
        // Already gone (deleted in another tab): what the user asked for.
        dispatch({ type: "delete-confirmed", id: item.notification_id, unread: null });
      } else {
        console.error("Failed to delete the notification", result.message);
        dispatch({ type: "delete-failed", id: item.notification_id });
        // The item comes back; say why, or it looks like the click did nothing.
        toast({
          variant: "error",
          title: "The notification was not deleted",
          description: failureText(result),
        });
      }
    });
  };

  if (!call) return null;
  const badge = badgeText(state.unread);
  const firstLoad = state.loading && state.page === 0;

  return (
    <Popover.Root onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={badge ? `Notifications, ${state.unread} unread` : "Notifications"}
        data-testid="notifications-bell"
        className="relative inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
      >
        <Bell aria-hidden className="h-5 w-5" />
        {badge ? (
          <span
            aria-hidden
            data-testid="notifications-unread"
            className="absolute -right-0.5 -top-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold leading-none text-white"
          >
            {badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          data-testid="notifications-panel"
          className="z-50 flex max-h-[min(34rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border border-slate-200 bg-white shadow-lg focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
            <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
            <button
              type="button"
              aria-label="Refresh notifications"
              title="Refresh"
              data-testid="notifications-refresh"
              onClick={() => void loadPage(1)}
              className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ink-500"
            >
              <RotateCw aria-hidden className={cn("h-4 w-4", state.loading && "animate-spin")} />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-1" aria-busy={state.loading}>
            {firstLoad ? (
              <p className="flex items-center justify-center gap-2 px-3 py-6 text-sm text-slate-600">
                <LoaderCircle aria-hidden className="h-4 w-4 animate-spin" />
                <span className="sr-only">Loading notifications</span>
              </p>
            ) : state.items.length === 0 && !state.hasMore ? (
              <p className="px-3 py-6 text-center text-sm text-slate-600">{EMPTY_TEXT}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {state.items.map((item) => (
                  <NotificationItem
                    key={item.notification_id}
                    item={item}
                    onOpen={onOpenItem}
                    onDelete={onDeleteItem}
                  />
                ))}
              </ul>
            )}
            {state.hasMore ? (
              <div className="px-2 pb-1 pt-2">
                <button
                  type="button"
                  disabled={state.loading}
                  onClick={() => void loadPage(nextPageToLoad(state))}
                  className="w-full rounded-md border border-slate-200 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
                >
                  {LOAD_MORE_TEXT}
                </button>
              </div>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
