import { ALERT_DURATION_MS } from "@inkforge/domain/constants";

type AlertSeverity = "error" | "warning" | "info" | "success";

export type AlertState = {
  isOpen: boolean;
  title: string;
  message: string;
  timeout: number;
  severity: AlertSeverity;
};

const ALERT_DEFAULTS = {
  title: "Error Occurred",
  message: "Something went wrong",
  timeout: ALERT_DURATION_MS,
  severity: "error",
} as const satisfies Omit<AlertState, "isOpen">;

export const closedAlert: AlertState = { isOpen: false, ...ALERT_DEFAULTS };

export type OpenAlertInput = Partial<Omit<AlertState, "isOpen">>;

/** The state an `open` call produces: missing fields take the spec's defaults. */
function openedAlert(input: OpenAlertInput = {}): AlertState {
  return {
    isOpen: true,
    title: input.title ?? ALERT_DEFAULTS.title,
    message: input.message ?? ALERT_DEFAULTS.message,
    timeout: input.timeout ?? ALERT_DEFAULTS.timeout,
    severity: input.severity ?? ALERT_DEFAULTS.severity,
  };
}

type Listener = (state: AlertState) => void;

export function createAlertStore(
  timers: Pick<typeof globalThis, "setTimeout" | "clearTimeout"> = globalThis,
) {
  let state = closedAlert;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();

  function set(next: AlertState) {
    state = next;
    for (const listener of listeners) listener(state);
  }

  function close() {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    set(closedAlert);
  }

  function open(input?: OpenAlertInput) {
    if (timer !== undefined) timers.clearTimeout(timer);
    const next = openedAlert(input);
    set(next);
    // A timeout of 0 keeps the alert until it is closed by hand.
    if (next.timeout > 0) timer = timers.setTimeout(close, next.timeout);
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open,
    close,
  };
}

export const alertStore = createAlertStore();
