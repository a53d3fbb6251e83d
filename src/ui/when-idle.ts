// Work the page wants done soon but not now: in a task of its own once the main thread is idle
// (or after timeoutMs at the latest), never inside the task that asked for it.

import { useContext, useEffect, useState } from 'react'
import { EngineContext } from '../engine/use-engine.ts'

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
 * How long an engine's start that does not end (a stalled connection) holds back what waits for
 * it: a tap on Log in must not wait for the live list for ever.
 */
const startWaitMs = 3000

/**
 * Fetches a lazy component's chunk once the page has drawn its first screen (the engine started
 * and its views delivered) and is idle after it, and says when it has been asked for: render the
 * component from then on. Before its start the engine waits for the first screen's data (the
 * settings, the live snapshot), which these chunks' requests would share a slow connection with:
 * on Lighthouse's phone, ten of them and their code came before the list's rows. A chunk's fetch
 * appends a <link> for each file it needs, 25-35 ms on a phone at 4x; inside a render or the
 * first commit's effects that made a long task. A fetch that fails is nobody's to show here: the
 * component's own import (lazyWithRetry) asks again and fails where a boundary shows it.
 */
export function useFetchedWhenIdle(load: () => Promise<unknown>): boolean {
  const [asked, setAsked] = useState(false)
  const shown = useContext(EngineContext)?.firstScreenShown
  useEffect(() => {
    let cancel: (() => void) | undefined
    let waited = false
    const fetchWhenIdle = () => {
      if (waited) return
      waited = true
      cancel = whenIdle(() => {
        load().catch(() => undefined)
        setAsked(true)
      })
    }
    const timer = setTimeout(fetchWhenIdle, startWaitMs)
    void (shown ?? Promise.resolve()).then(fetchWhenIdle)
    return () => {
      waited = true
      clearTimeout(timer)
      cancel?.()
    }
  }, [load, shown])
  return asked
}
