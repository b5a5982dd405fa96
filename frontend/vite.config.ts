import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // `@/…` is `src/…`: imports name the layer they come from instead of climbing with `../../`.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // In development the API runs on its own port (npm start); the browser talks to one origin.
    proxy: { '/api': 'http://localhost:3000', '/objects': 'http://localhost:3000' },
  },
  build: {
    // Maps stay in dist/ for debugging (stack traces), unreferenced by the bundles; the backend never serves them.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
