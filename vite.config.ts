import react from '@vitejs/plugin-react'
import wyw from '@wyw-in-js/vite'
import { defineConfig } from 'vite'

// The API base the dev server proxies to; the built client is served by the server itself.
const backend = process.env.SPORTSBOOK_BACKEND ?? 'http://127.0.0.1:8080'

export default defineConfig({
  root: 'src',
  publicDir: '../public',
  build: { outDir: '../dist', emptyOutDir: true, target: 'es2022' },
  plugins: [react(), wyw({ include: ['**/*.{ts,tsx}'] })],
  worker: { format: 'es' },
  optimizeDeps: { include: ['comlink', 'immer'] },
  server: {
    proxy: {
      '/xapi/live/stream': { target: backend.replace(/^http/, 'ws'), ws: true },
      '/xapi': backend,
      '/api': backend,
      '/auth': backend,
      '/accounts': backend,
      // Resized images (/m{src}?w=); the app's own /m/{lang}/ pages are not under it.
      '^/m/[^?]+\\.(png|jpe?g|webp|gif|svg)(\\?.*)?$': backend,
      '/dev': backend,
    },
  },
})
