// A cache bounded by the bytes it holds, the least recently read dropped first: the live log's
// large batches (live/large-batches.ts) and the resized images (images/resized-images.ts). A Map
// keeps its keys in the order set, so the first key is the one read longest ago once a read sets
// its key again.

export interface BoundedCache<Key, Value> {
  /** The value kept under key, now the most recently read. */
  get(key: Key): Value | undefined
  /** Keeps value, which weighs bytes; the least recently read go until the rest fits, never it. */
  set(key: Key, value: Value, bytes: number): void
  /** Forgets the value under key if it is still the one kept (a read that failed, say). */
  forget(key: Key, value: Value): void
}

export function boundedCache<Key, Value>(maxBytes: number): BoundedCache<Key, Value> {
  const kept = new Map<Key, { value: Value; bytes: number }>()
  let keptBytes = 0

  function drop(key: Key): void {
    const entry = kept.get(key)
    if (!entry) return
    kept.delete(key)
    keptBytes -= entry.bytes
  }

  return {
    get(key) {
      const entry = kept.get(key)
      if (!entry) return undefined
      kept.delete(key)
      kept.set(key, entry)
      return entry.value
    },
    set(key, value, bytes) {
      drop(key)
      kept.set(key, { value, bytes })
      keptBytes += bytes
      for (const oldest of kept.keys()) {
        if (keptBytes <= maxBytes || oldest === key) break
        drop(oldest)
      }
    },
    forget(key, value) {
      if (kept.get(key)?.value === value) drop(key)
    },
  }
}
