// Work the page wants done soon but not now: in a task of its own once the main thread is idle
// (or after timeoutMs at the latest), never inside the task that asked for it.

import { useEffect, useState } from 'react'

/** Runs work when the page is next idle; returns a function that cancels it. */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in globalThis) {
    const id = requestIdleCallback(work, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  // Safari has no idle callbacks: the next task is the nearest it offers.
  const id = setTimeout(work, 0)
  return () => clearTimeout(id)
}

/**
 * Fetches a lazy component's chunk once the page is idle after the first commit, and says when
 * it has been asked for: render the component from then on. A chunk's fetch appends a <link>
 * for each file it needs, 25-35 ms on a phone at 4x; inside a render or the first commit's
 * effects that made a long task. A fetch that fails is nobody's to show here: the component's
 * own import (lazyWithRetry) asks again and fails where a boundary shows it.
 */
export function useFetchedWhenIdle(load: () => Promise<unknown>): boolean {
  const [asked, setAsked] = useState(false)
  useEffect(
    () =>
      whenIdle(() => {
        load().catch(() => undefined)
        setAsked(true)
      }),
    [load],
  )
  return asked
}
