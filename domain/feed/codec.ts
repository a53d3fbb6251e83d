// The short-key codec of the live feed (SPEC.md section 3, Outcome). Changes travel with short
// keys to keep frames small; the worker expands them. Keys not in the table pass through as they
// are, so a newer server can add fields without breaking an older client.

const longKeyByShort = {
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

const shortKeyByLong: Record<string, string> = Object.fromEntries(
  Object.entries(longKeyByShort).map(([short, long]) => [long, short]),
)
const longKeys: Record<string, string> = longKeyByShort

/** Expands short keys at every depth. Any JSON value is accepted; nothing throws. */
export function expandKeys(value: unknown): unknown {
  return renameKeys(value, longKeys)
}

/** The inverse of expandKeys. */
export function compactKeys(value: unknown): unknown {
  return renameKeys(value, shortKeyByLong)
}

function renameKeys(value: unknown, names: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, names))
  if (value === null || typeof value !== 'object') return value
  const renamed: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    renamed[Object.hasOwn(names, key) ? (names[key] as string) : key] = renameKeys(inner, names)
  }
  return renamed
}
