// The import rules of ARCHITECTURE.md (Layout), and the UI thread's no-I/O rule, checked on
// every file so a wrong import fails the tests instead of waiting for a review.

import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

interface Import {
  specifier: string
  typeOnly: boolean
}

function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8')
  const found: Import[] = []
  for (const match of text.matchAll(
    /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm,
  ))
    found.push({ specifier: match[3] ?? '', typeOnly: Boolean(match[2]) })
  for (const match of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm))
    found.push({ specifier: match[1] ?? '', typeOnly: false })
  return found
}

/** The top folder an import lands in, or the package name for a bare specifier. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.'))
    return `package:${specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]}`
  return relative(root, resolve(dirname(join(root, file)), specifier)).split('/')[0] ?? ''
}

const rules: Record<string, { folders: string[]; packages: string[]; typeOnlyFolders?: string[] }> =
  {
    domain: { folders: ['domain'], packages: ['valibot'] },
    machines: { folders: ['domain', 'machines'], packages: ['xstate'] },
    worker: { folders: ['domain', 'worker'], packages: ['comlink', 'immer', 'idb-keyval'] },
    src: {
      folders: ['domain', 'machines', 'src'],
      packages: [
        'react',
        'react-dom',
        '@linaria/core',
        '@linaria/react',
        'wouter',
        'comlink',
        'xstate',
        '@xstate/react',
      ],
      typeOnlyFolders: ['worker'],
    },
    // The kit meets a backend only over HTTP and the stream, whatever backend it is.
    conformance: { folders: ['conformance', 'domain'], packages: ['ajv', 'ws', 'node:*'] },
    server: {
      folders: ['domain', 'server'],
      packages: [
        'fastify',
        '@fastify/websocket',
        '@fastify/static',
        '@fastify/compress',
        '@fastify/cookie',
        '@fastify/formbody',
        '@fastify/swagger',
        '@fastify/swagger-ui',
        '@valibot/to-json-schema',
        'ws',
        '@electric-sql/pglite',
        'pg',
        'jose',
        'sharp',
        'prom-client',
        'node:*',
      ],
    },
  }

describe('ARCHITECTURE.md import rules', () => {
  for (const [folder, rule] of Object.entries(rules)) {
    it(`${folder}/ imports only what it may`, () => {
      const offending: string[] = []
      for (const file of sourceFiles(folder)) {
        for (const { specifier, typeOnly } of importsOf(file)) {
          const landing = target(file, specifier)
          const allowed = landing.startsWith('package:')
            ? rule.packages.some((name) =>
                name.endsWith('*')
                  ? landing.slice(8).startsWith(name.slice(0, -1))
                  : landing.slice(8) === name,
              )
            : rule.folders.includes(landing) ||
              (typeOnly && (rule.typeOnlyFolders ?? []).includes(landing))
          if (!allowed) offending.push(`${file}: ${specifier}`)
        }
      }
      expect(offending).toEqual([])
    })
  }

  it('worker/: a module reaches another only through the shared context or the composition root', () => {
    // worker/<area>/ may use its own files and worker/context/; the context knows no area; only
    // the root files (engine.ts and the entries) put the areas together.
    const offending: string[] = []
    for (const file of sourceFiles('worker')) {
      const [, area, ...rest] = file.split('/')
      if (rest.length === 0) continue
      for (const { specifier } of importsOf(file)) {
        if (!specifier.startsWith('.')) continue
        const landing = relative(root, resolve(dirname(join(root, file)), specifier)).split('/')
        if (landing[0] !== 'worker') continue
        const landingArea = landing.length > 2 ? landing[1] : undefined
        const allowed = landingArea === area || (landingArea === 'context' && area !== 'context')
        if (!allowed) offending.push(`${file}: ${specifier}`)
      }
    }
    expect(offending).toEqual([])
  })

  it('src/ loads the engine only as a Worker, or on the main thread through its measurement entry', () => {
    const offending = sourceFiles('src').flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8')
      return [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)]
        .filter(
          ([, specifier]) =>
            target(file, specifier ?? '') === 'worker' &&
            !(
              file === 'src/engine/engine-client.ts' && specifier === '../../worker/engine.main.ts'
            ),
        )
        .map(([, specifier]) => `${file}: import(${specifier})`)
    })
    expect(offending).toEqual([])
  })

  it('src/ does no I/O and no polling on the UI thread', () => {
    const offending = sourceFiles('src').flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8')
      return [
        ...text.matchAll(
          /\b(fetch|XMLHttpRequest|WebSocket|setInterval|EventSource)\s*\(|new\s+(WebSocket|XMLHttpRequest|EventSource)\b/g,
        ),
      ].map((match) => `${file}: ${match[0]}`)
    })
    expect(offending).toEqual([])
  })

  it('worker/ writes no API path: every call names its route-table entry (domain/api/route-table.ts)', () => {
    const offending = sourceFiles('worker').flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*)/.test(line))
        .filter((line) => /['"`]\/(api|xapi|auth|accounts|dev|admin|ingest)\//.test(line))
        // The transport decorates every /api/ call with the language (SPEC.md section 7).
        .filter((line) => !line.includes("path.startsWith('/api/')"))
        .map((line) => `${file}: ${line.trim()}`),
    )
    expect(offending).toEqual([])
  })
})
