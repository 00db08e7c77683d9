/**
 * The service worker's copy of the host pages' reads (apps/web/offline-app.ts). It holds
 * the signed-in person's day, so it goes with their session.
 */
export const OFFLINE_API_CACHE = 'host-day-api';

export function forgetOfflineCopies(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(OFFLINE_API_CACHE).catch(() => {});
}
