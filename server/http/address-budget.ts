// How many of something an address may send in a window, counted in this process's memory: for
// what is too cheap and too frequent to count in the database (a client's reports), where each
// process holding its own count only lets a cluster take a few times the budget, never without
// bound. The login limits, which must hold across processes, are counted in the database
// (server/auth/rate-limit.ts).

export interface AddressBudget {
  /**
   * Takes one from the address's budget: true if there was one; when it is spent, the whole
   * seconds until its window ends and the budget is whole again.
   */
  take(address: string, now: number): true | { retryAfterSeconds: number }
}

export function addressBudget(limit: { max: number; windowMs: number }): AddressBudget {
  // Each address's window: when it began and how many it has taken since.
  const windows = new Map<string, { from: number; taken: number }>()
  let sweptAt = 0
  return {
    take(address, now) {
      // Windows that are over are dropped once a window, so the map holds the recent addresses.
      if (now - sweptAt >= limit.windowMs) {
        sweptAt = now
        for (const [key, window] of windows)
          if (now - window.from >= limit.windowMs) windows.delete(key)
      }
      const window = windows.get(address)
      if (!window || now - window.from >= limit.windowMs) {
        windows.set(address, { from: now, taken: 1 })
        return true
      }
      if (window.taken >= limit.max)
        return {
          retryAfterSeconds: Math.max(1, Math.ceil((window.from + limit.windowMs - now) / 1000)),
        }
      window.taken += 1
      return true
    },
  }
}
