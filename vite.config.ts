import react from '@vitejs/plugin-react'
import wyw from '@wyw-in-js/vite'
import { defineConfig, type Plugin } from 'vite'

// The API base the dev server proxies to; the built client is served by the server itself.
const backend = process.env.SPORTSBOOK_BACKEND ?? 'http://127.0.0.1:8080'

/**
 * wyw-in-js with its transforms run one at a time. Run side by side, two transforms that reach
 * the same module can abort each other ("AbortError: superseded", a race inside wyw-in-js 2.5 that
 * failed one build in two here under load); in turn they share its cache and never race.
 */
function linaria(): Plugin {
  const plugin = wyw({ include: ['**/*.{ts,tsx}'] }) as Plugin
  const transform = plugin.transform
  if (typeof transform !== 'function') return plugin
  let turn: Promise<unknown> = Promise.resolve()
  plugin.transform = function (this: unknown, ...args: Parameters<typeof transform>) {
    const run = turn.then(() => transform.apply(this as never, args))
    turn = run.catch(() => undefined)
    return run
  } as typeof transform
  return plugin
}

export default defineConfig({
  root: 'src',
  publicDir: '../public',
  build: { outDir: '../dist', emptyOutDir: true, target: 'es2022' },
  plugins: [react(), linaria()],
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
