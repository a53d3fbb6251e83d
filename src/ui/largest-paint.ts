// When the page paints its largest content after a moment: the live list's rows once the
// snapshot they draw has come, say. Chrome and Firefox report each larger paint as it happens
// (largest-contentful-paint entries); a browser without them, or a page whose largest content was
// painted before, waits waitMs instead. Only the page's content counts (isContent).

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
      if (list.getEntries().some((entry) => entry.startTime >= since && isContent(entry))) done()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

/**
 * A paint of the page's own content: in <main>, still on the page, and no loading placeholder
 * (aria-busy). On a busy phone the header's logo, a title or "Loading live events…" paint after
 * the start's data came: none of them is what that data draws, and taken for it the chunks
 * waiting for the first screen were asked for while the rows were still being drawn.
 */
function isContent(entry: PerformanceEntry): boolean {
  const { element } = entry as LargestContentfulPaint
  return Boolean(
    element?.isConnected && element.closest('main') && !element.closest('[aria-busy="true"]'),
  )
}
