import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { offlineApp } from './offline-app.ts';
import { precompressAssets } from './precompress-assets.ts';
import { splitCommonPasswords } from './split-common-passwords.ts';

// The version shown on the settings page is the product's version, kept in the root package.json.
const rootPackageJson = fileURLToPath(new URL('../../package.json', import.meta.url));
const appVersion = (JSON.parse(readFileSync(rootPackageJson, 'utf8')) as { version: string })
  .version;

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxiedPrefixes = ['/v1', '/v2', '/me', '/docs', '/health', '/calendar'];

export default defineConfig({
  plugins: [react(), splitCommonPasswords(), offlineApp(), precompressAssets()],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
