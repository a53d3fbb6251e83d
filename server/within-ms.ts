// A wait with an end: what does not answer within its time is taken as no answer, so a stalled
// database cannot hold a probe, a scrape or a shutdown past theirs.

import type { Database } from './db/database.ts'

/** The work's answer had not come when its time was up. */
export class NoAnswer extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`)
  }
}

/** The work's answer, or NoAnswer after ms; the work itself goes on. */
export function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(ms)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/**
 * What waits on the database at a stop: waited for whole where the database cannot stall (the
 * embedded one, none of it left to run past its close); where it may, for ms at most, a late
 * answer handed to onLate so that a stall cannot hold the stop.
 */
export async function stopWaitingOn(
  db: Pick<Database, 'mayStall'>,
  work: Promise<unknown>,
  ms: number,
  onLate: (error: unknown) => void,
): Promise<void> {
  if (!db.mayStall) {
    await work
    return
  }
  await withinMs(work, ms).catch(onLate)
}
