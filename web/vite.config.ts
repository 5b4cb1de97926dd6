import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadFont } from './preload-font-plugin';
import { firstScreenChunks, reactChunk } from './first-screen-chunks';
import { inlineFirstScreenCss } from './inline-css-plugin';
import { precompress } from './precompress-plugin';
import { preloadApp } from './preload-app-plugin';
import { splitTexts } from './split-texts-plugin';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

/** The light canvas of the design (index.css --canvas): splash background and browser chrome. */
const canvas = '#fbf6f0';

/**
 * The installable, offline web app: a manifest with icons and theme, a service worker that precaches the app
 * shell and the default font, caches the other fonts once used, and keeps the last fetched deck
 * (GET /api/names/unvoted) for when the network is gone. The worker is registered from the app's own bundle
 * (platform/service-worker.ts), never an inline script, so the server's CSP (script-src 'self',
 * worker-src 'self') holds.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Name Swiper',
    short_name: 'Name Swiper',
    description: 'Swipe through baby names together and find the one you both love.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: canvas,
    background_color: canvas,
    categories: ['lifestyle', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    // The app shell and the default font (font-faces/nunito.css); the other name fonts are cached when used.
    globPatterns: ['**/*.{js,css,html,svg,png}', 'assets/nunito-*.woff2'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/oauth2\//, /^\/login\/oauth2\//],
    cleanupOutdatedCaches: true,
    // A new version takes over open pages at once, and the first visit is controlled without a reload.
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        // The last deck fetched: fresh from the network when there is one, from the cache when offline.
        urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname === '/api/names/unvoted',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'deck',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 8 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // A font file's name carries its content hash, so a cached copy never goes stale.
        urlPattern: ({ request }) => request.destination === 'font',
        handler: 'CacheFirst',
        options: {
          cacheName: 'fonts',
          expiration: { maxEntries: 16 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    splitTexts(),
    pwa,
    precompress(),
    preloadFont('nunito-latin-wght-normal.woff2'),
    inlineFirstScreenCss(),
    preloadApp(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: true },
      '/oauth2': { target: apiTarget, changeOrigin: true },
      '/login/oauth2': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    // Source maps would publish the original sources; vite-plugin-pwa's service worker build follows this too.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [reactChunk, ...firstScreenChunks(/[\\/]src[\\/]boot\.tsx$/)] },
      },
    },
  },
});
