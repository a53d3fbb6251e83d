// The short-key codec of the live feed (SPEC.md section 3, Outcome). Changes travel with short
// keys to keep frames small; the worker expands them. Keys not in the table pass through as they
// are, so a newer server can add fields without breaking an older client.

/** The full key table: short key on the wire, long key in the engine. */
export const longKeyByShort = {
  k: 'kind',
  e: 'eventId',
  s: 'status',
  mt: 'marketTypeId',
  pt: 'periodTypeId',
  m: 'marketId',
  h: 'hidden',
  cp: 'consolidatedPrice',
  o: 'outcomeId',
  ap: 'antepenultimatePrice',
  pp: 'penultimatePrice',
  c: 'currentPrice',
  d: 'decimal',
  sp: 'spread',
  sp2: 'spread2',
  f: 'format',
} as const

export type ShortKey = keyof typeof longKeyByShort
export type LongKey = (typeof longKeyByShort)[ShortKey]

// Maps, not objects: a lookup by a key from the wire is then never a prototype lookup, and V8
// answers it faster than a keyed load on a plain object.
const longKeys: ReadonlyMap<string, string> = new Map(Object.entries(longKeyByShort))
const shortKeys: ReadonlyMap<string, string> = new Map(
  Object.entries(longKeyByShort).map(([short, long]) => [long, short]),
)

/**
 * Expands short keys at every depth. Any JSON value is accepted; nothing throws. A key that is
 * already long, or unknown, is kept as it is.
 */
export function expandKeys(value: unknown): unknown {
  return renameKeys(value, longKeys, 0)
}

/** The inverse of expandKeys. */
export function compactKeys(value: unknown): unknown {
  return renameKeys(value, shortKeys, 0)
}

// Feed payloads are a few levels deep. Past this depth a value is passed through unrenamed, so a
// hostile frame nested a million deep cannot overflow the worker's stack.
const maxDepth = 64

function renameKeys(value: unknown, names: ReadonlyMap<string, string>, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth >= maxDepth) return value
  if (Array.isArray(value)) {
    const items = new Array(value.length)
    for (let i = 0; i < value.length; i++) items[i] = renameKeys(value[i], names, depth + 1)
    return items
  }
  const renamed: Record<string, unknown> = {}
  const fields = value as Record<string, unknown>
  for (const key of Object.keys(fields)) {
    const name = names.get(key) ?? key
    const inner = renameKeys(fields[key], names, depth + 1)
    // JSON.parse makes "__proto__" an own key; plain assignment would set the prototype instead.
    if (name === '__proto__') {
      Object.defineProperty(renamed, name, {
        value: inner,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    } else {
      renamed[name] = inner
    }
  }
  return renamed
}
