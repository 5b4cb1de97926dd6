import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: true },
      '/oauth2': { target: apiTarget, changeOrigin: true },
      '/login/oauth2': { target: apiTarget, changeOrigin: true },
    },
  },
  build: { target: 'es2022', sourcemap: true },
});
