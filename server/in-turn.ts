// Work that is heavy for the process (a picture drawn, a page of the live log read and written
// out) done a few at a time: the rest wait their turn, in the order they came, so a burst of it
// queues instead of holding the database and the event loop from the bets, the stream and the
// balancer's probe.

/** Runs work when fewer than `atOnce` are under way; the rest wait their turn. */
export type InTurn = <T>(work: () => Promise<T>) => Promise<T>

export function inTurns(atOnce: number): InTurn {
  let running = 0
  const waiting: Array<() => void> = []
  return async (work) => {
    if (running >= atOnce) await new Promise<void>((turn) => waiting.push(turn))
    else running += 1
    try {
      return await work()
    } finally {
      // The turn passes on to the next waiting, or is given back. It passes through the event
      // loop: handed on at once, from one promise to the next, a queue of database reads ran
      // back to back and no request that came meanwhile (the balancer's probe) was read until
      // the whole queue was done.
      const next = waiting.shift()
      if (next) setImmediate(next)
      else running -= 1
    }
  }
}
