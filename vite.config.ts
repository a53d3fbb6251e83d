import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import wyw from '@wyw-in-js/vite'
import { defineConfig, type Plugin, type Rollup } from 'vite'
import { partOf } from './src/i18n/parts.ts'

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
 * The modules main.tsx imports on demand at start, each so that it evaluates in a task of its own
 * (React DOM, the app's root): every page runs them, so they are preloaded and hinted like the
 * entry. name is the chunk of that part of the start (startParts).
 */
const importedAtStart = [
  { name: 'react-dom', module: /\/react-dom\/client\.js$/ },
  { name: 'app', module: /\/src\/app\/render-app\.tsx$/ },
]

/** The chunks every page runs at start: the entry, main.tsx's imports at start, and theirs. */
function chunksAtStart(bundle: Rollup.OutputBundle): OutputChunk[] {
  const chunks = new Map<string, OutputChunk>()
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') chunks.set(file.fileName, file)
  const atStart = new Set<OutputChunk>()
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || atStart.has(chunk)) return
    atStart.add(chunk)
    for (const imported of chunk.imports) visit(chunks.get(imported))
  }
  const found = new Set<(typeof importedAtStart)[number]>()
  for (const chunk of chunks.values()) {
    const facade = chunk.facadeModuleId ?? ''
    const imported = importedAtStart.find(({ module }) => module.test(facade))
    if (imported) found.add(imported)
    if (chunk.isEntry || imported) visit(chunk)
  }
  // A module renamed or no longer imported on demand would leave its chunks unpreloaded, silently.
  const missing = importedAtStart.filter((part) => !found.has(part))
  if (missing.length)
    throw new Error(`no chunk of its own for ${missing.map(({ module }) => module).join(', ')}`)
  return [...atStart]
}

/**
 * The start's modules in one chunk per part of the start: main.tsx's static imports ("start"),
 * then for each of importedAtStart what it imports that no earlier part did. Those are the modules
 * each part evaluates, so the start's tasks stay as they were. Split by the default rules they
 * were 45 chunks and 12 style sheets, each a request the page's main thread makes while it parses
 * index.html; now 9 and 3. A module a later route shares is imported from its part's chunk, which
 * the page has already run.
 */
function startParts(): { plugin: Plugin; chunkName: (id: string) => string | null } {
  const partOf = new Map<string, string>()
  const entry = /\/src\/main\.tsx$/
  const plugin: Plugin = {
    name: 'start-parts',
    apply: 'build',
    buildEnd() {
      partOf.clear()
      const ids = [...this.getModuleIds()]
      for (const part of [{ name: 'start', module: entry }, ...importedAtStart]) {
        const visit = (id: string) => {
          if (partOf.has(id)) return
          partOf.set(id, part.name)
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
        }
        const root = ids.find((id) => part.module.test(id))
        if (root) visit(root)
      }
      // The entry stays a chunk of its own, the page's script, which imports "start".
      for (const id of ids) if (entry.test(id)) partOf.delete(id)
    },
  }
  return { plugin, chunkName: (id) => partOf.get(id) ?? null }
}

/**
 * index.html preloads the chunks main.tsx imports at start, with their styles, as it preloads the
 * entry's own imports: otherwise each would be fetched only when the import runs, a round trip
 * later.
 */
function preloadAtStart(): Plugin {
  let base = '/'
  return {
    name: 'preload-at-start',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        // Vite's own preloads of the entry's imports are listed again below, in the start's order.
        const page = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        const listed = (file: string) => page.includes(`${base}${file}"`)
        const chunks = chunksAtStart(bundle).filter((chunk) => !listed(chunk.fileName))
        // Largest first: a phone's browser opens six connections to a host over HTTP/1.1, and the
        // files at start were nine, React DOM (58 KB of the start's 100) the seventh asked for, so
        // it began when a small file was done, a round trip and more later than the others.
        const preloads = [...chunks]
          .sort((a, b) => b.code.length - a.code.length)
          .map((chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`)
        return {
          // Before the page's script, which a browser asks for as it reads it.
          html: page.replace(/(\s*)(<script type="module")/, `$1${preloads.join('$1')}$1$2`),
          tags: chunks.flatMap((chunk) =>
            [...(chunk.viteMetadata?.importedCss ?? [])]
              .filter((css) => !listed(css))
              .map((css) => ({
                tag: 'link',
                attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${css}` },
                injectTo: 'head' as const,
              })),
          ),
        }
      },
    },
  }
}

/**
 * V8's explicit compile hint on the chunks every page runs at start (chunksAtStart), which the
 * page preloads. Chrome (136 on) then compiles all their functions on the thread that streams the
 * script, instead of each on the main thread when first called. At 4x throttle the live list's
 * main thread was busy 3.2–3.5 s of its first 10 s with it, 3.6–5.8 s without (docs/engine.md).
 * Chunks loaded on demand stay lazily compiled: most of their code never runs.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // Once the files are written: Vite puts the entry's preload list at the top of its code late
    // in its own generateBundle, and the hint must come before any code.
    writeBundle({ dir = '.' }, bundle) {
      for (const chunk of chunksAtStart(bundle))
        writeFileSync(join(dir, chunk.fileName), `//# allFunctionsCalledOnLoad\n${chunk.code}`)
    },
  }
}

/**
 * A lazy chunk's files to preload, without the chunks every page runs at start (chunksAtStart):
 * the page has them, and Vite's preload skipped them at run time (a <link> for each is in
 * index.html). Listed, their names and indices were 0.14 KB of gzip in the code at start itself.
 */
function preloadsWithoutStart(): {
  plugin: Plugin
  resolveDependencies: (file: string, deps: string[]) => string[]
} {
  const atStart = new Set<string>()
  return {
    plugin: {
      name: 'preloads-without-start',
      apply: 'build',
      // Before Vite's import analysis writes each import's list (its own generateBundle).
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          atStart.clear()
          for (const chunk of chunksAtStart(bundle)) atStart.add(chunk.fileName)
        },
      },
    },
    resolveDependencies: (_file, deps) => deps.filter((dep) => !atStart.has(dep)),
  }
}

const preloads = preloadsWithoutStart()

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

/** What routeEntriesForEngine reads of the parsed module (ESTree). */
interface AstNode {
  type: string
  start: number
  end: number
  callee?: { type: string; name?: string }
  arguments?: AstNode[]
  properties?: AstNode[]
  key?: { name?: string; value?: unknown }
}

/**
 * The route table's entries as the engine needs them. An entry carries its documentation (summary,
 * description, tags, the errors by status) and its request schemas for the server and the OpenAPI
 * document; the engine reads only the method, the path, the caller, the form and price-format
 * flags and the answer's schema (worker/context/call.ts). Left in, the rest was a fifth of the
 * worker's code. Removed from each `operation({...})` call's object at build time, the table stays
 * one source, typed as it is written.
 */
function routeEntriesForEngine(): Plugin {
  const serverOnly = new Set([
    'summary',
    'description',
    'answerDescription',
    'tags',
    'errors',
    'answerCodes',
    'params',
    'query',
    'body',
  ])
  return {
    name: 'route-entries-for-engine',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/domain\/api\/[^/]+\.ts$/.test(id) || !code.includes('operation(')) return null
      const removed: [number, number][] = []
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return
        if (Array.isArray(node)) {
          for (const item of node) visit(item)
          return
        }
        const call = node as AstNode
        if (
          call.type === 'CallExpression' &&
          call.callee?.type === 'Identifier' &&
          call.callee.name === 'operation' &&
          call.arguments?.[0]?.type === 'ObjectExpression'
        ) {
          const properties = call.arguments[0].properties ?? []
          properties.forEach((property, index) => {
            const key = property.key?.name ?? property.key?.value
            if (property.type !== 'Property' || !serverOnly.has(String(key))) return
            // Up to the next property (or the object's end), its comma with it.
            removed.push([property.start, properties[index + 1]?.start ?? property.end])
          })
        }
        for (const value of Object.values(call))
          if (value && typeof value === 'object') visit(value)
      }
      visit(this.parse(code))
      if (!removed.length) return null
      let out = ''
      let at = 0
      for (const [start, end] of removed.sort((a, b) => a[0] - b[0])) {
        out += code.slice(at, start)
        at = end
      }
      return { code: out + code.slice(at), map: null }
    },
  }
}

/**
 * valibot's schema builders, called as v.object(…) at a module's top level, are pure: a schema no
 * code reads is dropped. Rolldown cannot see that through the namespace import and kept every one.
 */
const treeshake = { manualPureFunctions: ['v'] }

const start = startParts()

/**
 * The catalogue's area files (src/i18n/en/<area>.ts, a translation's
 * src/i18n/locales/<locale>/<area>.ts) in one chunk per language and part (src/i18n/parts.ts): a
 * part loads in one request, not one per area. English's first screen is "en", what the page
 * loads at start beside its code; the rest are messages-<locale>[-later].
 */
const messagesChunk = (id: string): string | null => {
  const locale = /\/src\/i18n\/(?:locales\/([^/]+)|en)\/[^/]+\.ts$/.exec(id)
  if (!locale || id.endsWith('/en/index.ts')) return null
  // English's parts are modules of their own (en/first-screen.ts, en/later.ts), each in its part.
  const part = id.endsWith('/en/first-screen.ts') ? 'first-screen' : partOf(id)
  const later = part === 'later' ? '-later' : ''
  const language = locale[1] ?? 'en'
  return language === 'en' && !later ? 'en' : `messages-${language}${later}`
}

export default defineConfig({
  root: 'src',
  publicDir: '../public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2022',
    // Browsers that run this app all preload modules themselves.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      treeshake,
      // Each part's imports are in its chunk or an earlier part's already. With the default, a
      // part's chunk took in the earlier parts' modules too, and the entry imported it statically.
      output: {
        codeSplitting: {
          groups: [
            { name: start.chunkName, includeDependenciesRecursively: false },
            { name: messagesChunk },
          ],
        },
      },
    },
  },
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL('src/app/sync-external-store.ts', import.meta.url)),
      },
      {
        find: /^@emotion\/is-prop-valid$/,
        replacement: fileURLToPath(new URL('src/ui/dom-props.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    linaria(),
    start.plugin,
    preloadAtStart(),
    preloads.plugin,
    compileHints(),
    precompress(),
  ],
  worker: {
    format: 'es',
    plugins: () => [routeEntriesForEngine()],
    rolldownOptions: {
      treeshake,
      // Every module the worker's entry imports statically is in the entry's chunk, the areas
      // fetched later importing what they share with it from there. Split by the default rules,
      // the modules the entry shares with those areas (the route table's, the events', money's)
      // were chunks of their own, which the Worker asked for only once its entry had come and
      // been parsed: a second round trip before the engine could start (150 ms on slow 4G).
      // The slip's code, fetched on every page once the first screen's data has come
      // (worker/betslip/slip-area.ts), holds the bet errors' table it shares with the jackpot:
      // a chunk of its own, it was a second round trip before the slip could take a tap.
      output: {
        codeSplitting: {
          groups: [
            { name: 'engine.worker', tags: ['$initial'] },
            {
              name: 'betslip',
              test: /\/worker\/betslip\/betslip\.ts$|\/domain\/errors\/bet-errors\.ts$/,
            },
          ],
        },
      },
    },
  },
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
