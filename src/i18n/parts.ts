// The catalogue in two parts, each a chunk per language (vite.config.ts): the first screen's
// messages, which every page loads at its start (main.tsx), and the later screens', which a screen
// loaded after the first waits for beside its own chunk (src/ui/lazy-with-retry.tsx). English's
// whole catalogue was 8.3 KB of gzip at every start; its first screen's part is 1.5 KB. An area
// (en/<area>.ts, and a translation's locales/<locale>/<area>.ts) is the first screen's if the shell
// or the live list reads it (first-screen.test.ts checks what the code at start reads).

import type { AreaFile, Dictionary } from './en/index.ts'

export type Part = 'first-screen' | 'later'

/** The parts in the order a page asks for them. */
export const parts: readonly Part[] = ['first-screen', 'later']

const firstScreenAreas: ReadonlySet<string> = new Set(['shell', 'live', 'favourites'])

/** The part of an area's file, by its path (…/en/betslip.ts, …/locales/de/my-bets.ts). */
export const partOf = (path: string): Part =>
  firstScreenAreas.has(/([^/]+)\.ts$/.exec(path)?.[1] ?? '') ? 'first-screen' : 'later'

/** One of a thing for each part. */
export const byPart = <T>(make: (part: Part) => T): Readonly<Record<Part, T>> =>
  Object.fromEntries(parts.map((part) => [part, make(part)])) as Record<Part, T>

/**
 * A part's messages from its areas' files (found by import.meta.glob, by path), in one object made
 * in dictionary mode as English's (en/index.ts). A part's files are one chunk: one request.
 */
export async function messagesOfPart(
  areas: Readonly<Record<string, () => Promise<AreaFile>>>,
  part: Part,
): Promise<Dictionary> {
  const files = await Promise.all(
    Object.entries(areas)
      .filter(([path]) => partOf(path) === part)
      .map(([, load]) => load()),
  )
  return Object.assign(Object.create(null), ...files.flatMap((file) => Object.values(file)))
}
