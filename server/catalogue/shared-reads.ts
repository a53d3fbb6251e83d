// Identical reads under way at the same moment share one: fifty bettors opening the same sport
// page cost the database one query and the server one serialization. A request that arrives while
// such a read runs takes that read's answer, as it would have had a few milliseconds earlier;
// nothing is kept once the read settles, so this is no cache and never serves an older answer.

export type SharedRead<T> = (key: string, read: () => Promise<T>) => Promise<T>

export function sharedReads<T>(): SharedRead<T> {
  const underWay = new Map<string, Promise<T>>()
  return (key, read) => {
    const running = underWay.get(key)
    if (running) return running
    // The read starts after the requests that arrived in the same turn of the event loop were
    // heard: an embedded database answers without yielding, so none could join it otherwise.
    const started = new Promise((resolve) => setImmediate(resolve))
      .then(read)
      .finally(() => underWay.delete(key))
    underWay.set(key, started)
    return started
  }
}
