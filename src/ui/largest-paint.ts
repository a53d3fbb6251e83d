// When the page paints its largest content after a moment: the live list's rows once the
// snapshot they draw has come, say. Chrome and Firefox report each larger paint as it happens
// (largest-contentful-paint entries); a browser without them, or a page whose largest content was
// painted before, waits waitMs instead.

/**
 * Resolves once a largest paint at or after `since` (performance.now()) is reported, or after
 * waitMs.
 */
export function largestPaintAfter(since: number, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined
    const done = () => {
      clearTimeout(timer)
      observer?.disconnect()
      resolve()
    }
    const timer = setTimeout(done, waitMs)
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint'))
      return
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  })
}
