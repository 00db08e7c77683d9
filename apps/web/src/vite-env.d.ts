/// <reference types="vite/client" />

/** Product version from the root package.json, injected by vite.config.ts. */
declare const __APP_VERSION__: string;
