"use client";

import { useSyncExternalStore } from "react";
import { type ConsentPreferences, consentCookie, readConsent } from "./consent";

type ConsentSnapshot = {
  loaded: boolean;
  preferences: ConsentPreferences | null;
  settingsOpen: boolean;
};

let snapshot: ConsentSnapshot = { loaded: false, preferences: null, settingsOpen: false };
const serverSnapshot: ConsentSnapshot = snapshot;
const listeners = new Set<() => void>();

function set(next: Partial<ConsentSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export const consentStore = {
  load() {
    if (!snapshot.loaded) set({ loaded: true, preferences: readConsent(document.cookie) });
  },
  save(preferences: ConsentPreferences) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
    document.cookie = consentCookie(preferences, window.location.protocol === "https:");
    set({
      preferences: { essential: true, googleAnalytics: preferences.googleAnalytics },
      settingsOpen: false,
    });
  },
  openSettings() {
    set({ settingsOpen: true });
  },
  closeSettings() {
    set({ settingsOpen: false });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useConsent() {
  return useSyncExternalStore(
    consentStore.subscribe,
    () => snapshot,
    () => serverSnapshot,
  );
}
