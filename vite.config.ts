import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import wyw from '@wyw-in-js/vite'
import { defineConfig, type Plugin, type Rollup } from 'vite'

type OutputChunk = Rollup.OutputChunk

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

/**
 * V8's explicit compile hint on the chunks every page runs at start: the entry and the chunks it
 * imports, which the page preloads. Chrome (136 on) then compiles all their functions on the
 * thread that streams the script, instead of each on the main thread when first called. At 4x
 * throttle the live list's main thread was busy 3.2–3.5 s of its first 10 s with it, 3.6–5.8 s
 * without (docs/engine.md). Chunks loaded on demand stay lazily compiled: most of their code never
 * runs.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // Once the files are written: Vite puts the entry's preload list at the top of its code late
    // in its own generateBundle, and the hint must come before any code.
    writeBundle({ dir = '.' }, bundle) {
      const chunks = new Map<string, OutputChunk>()
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') chunks.set(file.fileName, file)
      const atStart = new Set<OutputChunk>()
      const visit = (chunk: OutputChunk | undefined) => {
        if (!chunk || atStart.has(chunk)) return
        atStart.add(chunk)
        for (const imported of chunk.imports) visit(chunks.get(imported))
      }
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk)
      for (const chunk of atStart)
        writeFileSync(join(dir, chunk.fileName), `//# allFunctionsCalledOnLoad\n${chunk.code}`)
    },
  }
}

const compressible = /\.(js|css|html|svg|json|webmanifest)$/

/**
 * Each text file of the build beside its brotli (.br) and gzip (.gz) forms, for the server to send
 * whichever the browser accepts (@fastify/static's preCompressed). Made once here at the highest
 * levels, which would cost too much per request: the entry chunk goes to a phone as 84 KB of gzip
 * or less in brotli, not 280 KB. Every text file, however small: one without its compressed forms
 * would be compressed again on every request by the server's compression of its answers.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    // After every other plugin has written its files (compile-hints rewrites the chunks).
    writeBundle: {
      order: 'post',
      sequential: true,
      handler({ dir = '.' }) {
        const walk = (folder: string): string[] =>
          readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
            entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
          )
        for (const file of walk(dir)) {
          if (!compressible.test(file)) continue
          const text = readFileSync(file)
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(text, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
              },
            }),
          )
          writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }))
        }
      },
    },
  }
}

export default defineConfig({
  root: 'src',
  publicDir: '../public',
  build: { outDir: '../dist', emptyOutDir: true, target: 'es2022' },
  plugins: [react(), linaria(), compileHints(), precompress()],
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
