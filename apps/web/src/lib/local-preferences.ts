import { useSyncExternalStore } from 'react';

/**
 * Preferences kept in this browser only (spec: "Settings persists betaFeaturesEnabled and the
 * selected market in local storage"). Components subscribe, so a change shows everywhere at once.
 */
const BETA_FEATURES_KEY = 'betaFeaturesEnabled';
const SELECTED_MARKET_KEY = 'selectedMarketId';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the flag fires `storage` here.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Without storage the preference lasts for this page only.
  }
  notify();
}

export function readBetaFeaturesEnabled(): boolean {
  return read(BETA_FEATURES_KEY) === 'true';
}

export function saveBetaFeaturesEnabled(enabled: boolean): void {
  write(BETA_FEATURES_KEY, String(enabled));
}

export function readSelectedMarketId(): string | null {
  return read(SELECTED_MARKET_KEY);
}

export function saveSelectedMarketId(marketId: string | null): void {
  write(SELECTED_MARKET_KEY, marketId);
}

export function useBetaFeaturesEnabled(): boolean {
  return useSyncExternalStore(subscribe, readBetaFeaturesEnabled, () => false);
}

export function useSelectedMarketId(): string | null {
  return useSyncExternalStore(subscribe, readSelectedMarketId, () => null);
}
