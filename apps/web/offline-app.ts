import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_API_CACHE } from './src/lib/offline-cache.ts';

/**
 * The installable app and its service worker (issue #26, 2; docs/hosts.md "Offline"). The
 * build is precached, so the app opens without a connection; the calls of the host's pages
 * are answered from the network when there is one and from what was kept when there is
 * none (never the reverse, so nobody reads yesterday's numbers while the server answers).
 * Everything else (the office screens, documents, writes) needs the server as before.
 */

/** The host pages' reads: who is signed in, the day, its surveys and the lists they name. */
const HOST_READS = [
  'me',
  'v1/hosts',
  'v1/host-surveys',
  'v1/markets',
  'v1/service-lines',
  'v1/service-types',
  'v1/element-types',
  'v1/allergens',
  'v1/portion-units',
  'v1/container-types',
  'v1/add-ons',
  'v1/roles',
  'v1/brands',
  'v1/cuisine-types',
  'v1/serving-utensils',
  'v1/serving-vessels',
  'v1/menu-element-classes',
  'v1/tags',
  'v1/vendors',
];

export function offlineApp() {
  return VitePWA({
    // A new build waits until the app's tabs are closed: reloading a page under someone
    // mid-edit would lose their work. The first install serves the page at once.
    registerType: 'prompt',
    // Registered by the app itself (src/lib/offline.ts), only in a production build.
    injectRegister: false,
    includeAssets: ['icon.svg'],
    manifest: {
      name: 'Catering Console',
      short_name: 'Catering',
      description: 'Operations console of a contract food-service operator',
      start_url: '/hosts',
      scope: '/',
      display: 'standalone',
      theme_color: '#2e6b4f',
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The common-password list of the password form is large and never needed offline.
      maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/(v1|v2|me|docs|health|calendar)(\/|$)/],
      cleanupOutdatedCaches: true,
      skipWaiting: false,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: new RegExp(`^https?://[^/]+/(${HOST_READS.join('|')})([/?]|$)`),
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_API_CACHE,
            expiration: { maxEntries: 500, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
