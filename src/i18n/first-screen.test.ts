// The first screen renders with the first screen's messages alone (parts.ts): every message the
// code at start names is in that part. The code at start is what main.tsx imports and what it
// imports at start on demand (React DOM, then render-app.tsx), followed through their static
// imports; a screen imported on demand waits for the later part (src/ui/lazy-with-retry.tsx).
// A message named there from a later area would show as its key, or in English on a translated
// page, until something drew it again.

import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstScreen } from './en/first-screen.ts'
import { en } from './en/index.ts'
import { later } from './en/later.ts'
import { partOf } from './parts.ts'

const root = resolve(import.meta.dirname, '../..')
const startModules = ['src/main.tsx', 'src/app/render-app.tsx']

/** The modules a file imports for their code (type-only imports left out), as paths from root. */
function codeImports(file: string): string[] {
  const text = readFileSync(resolve(root, file), 'utf8')
  const specifiers = [
    ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+'(\.[^']+)'/gm)].map(
      (match) => match[1] ?? '',
    ),
    ...[...text.matchAll(/^\s*import\s+'(\.[^']+)'/gm)].map((match) => match[1] ?? ''),
  ]
  return specifiers.map((specifier) =>
    relative(root, resolve(dirname(resolve(root, file)), specifier)),
  )
}

function codeAtStart(): string[] {
  const found = new Set<string>()
  const visit = (file: string) => {
    if (found.has(file) || !/\.tsx?$/.test(file)) return
    found.add(file)
    for (const imported of codeImports(file)) visit(imported)
  }
  for (const file of startModules) visit(file)
  return [...found]
}

const keys = new Set<string>(Object.keys(en))

/** The messages a file names: a key written whole, or the area before a key made up (`toasts.${key}`). */
function messagesNamed(file: string): { key: string; area: string }[] {
  const text = readFileSync(resolve(root, file), 'utf8')
  // An event's type may read as a key ({ type: 'login.open' }): it is no message.
  const whole = [...text.matchAll(/(?<!type: )'([a-z][A-Za-z]*\.[A-Za-z0-9.-]+)'/g)]
    .map((match) => match[1] ?? '')
    .filter((key) => keys.has(key))
  const madeUp = [...text.matchAll(/`([a-z][A-Za-z]*\.[A-Za-z0-9.-]*)\$\{/g)].map(
    (match) => match[1] ?? '',
  )
  return [...whole, ...madeUp].map((key) => ({ key, area: key.slice(0, key.indexOf('.')) }))
}

/** An area's file name: myBets's messages are en/my-bets.ts. */
const areaFile = (area: string) =>
  `${area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`

describe('the first screen reads the first screen’s messages', () => {
  it('names no message of a later part in the code at start', () => {
    const files = codeAtStart()
    // The walk reaches the app's root and the live list: a walk that found nothing proves nothing.
    expect(files).toEqual(expect.arrayContaining(['src/app/App.tsx', 'src/live/LivePage.tsx']))
    const later = files.flatMap((file) =>
      messagesNamed(file)
        .filter(({ area }) => partOf(areaFile(area)) !== 'first-screen')
        .map(({ key }) => `${file}: ${key}`),
    )
    expect(later).toEqual([])
  })

  it('finds the messages the code at start names', () => {
    const named = codeAtStart().flatMap((file) => messagesNamed(file).map(({ key }) => key))
    expect(named).toEqual(expect.arrayContaining(['live.title', 'shell.header.openBets']))
  })

  it('English’s part modules hold the areas parts.ts gives each', () => {
    const keysOf = (part: string) =>
      Object.keys(en)
        .filter((key) => partOf(areaFile(key.slice(0, key.indexOf('.')))) === part)
        .sort()
    expect(Object.keys(firstScreen).sort()).toEqual(keysOf('first-screen'))
    expect(Object.keys(later).sort()).toEqual(keysOf('later'))
  })
})
