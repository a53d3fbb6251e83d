// The window side of the frame bridge: messages go to the host's origin only, never '*', and
// only messages from the brand's parent origins, sent by the parent window itself and shaped as
// the protocol says, are handed on; anything else is ignored and counted.

import {
  type IncomingMessage,
  type OutgoingMessage,
  readIncomingMessage,
} from '../../domain/embed/bridge-protocol.ts'

export interface Bridge {
  /** The host's origin, or undefined when the page that framed this one is not a parent origin. */
  host: string | undefined
  post(message: OutgoingMessage): void
  /** Messages refused so far: wrong origin, wrong window or wrong shape. */
  ignored(): number
  stop(): void
}

/** The host's origin: the page that framed this one, if it is one the brand allows. */
export function hostOrigin(win: Window, parentOrigins: readonly string[]): string | undefined {
  const ancestors = win.location.ancestorOrigins
  const candidates = [
    ...(ancestors && ancestors.length > 0 ? [ancestors[0]] : []),
    ...(win.document.referrer ? [new URL(win.document.referrer).origin] : []),
  ]
  return candidates.find((origin) => origin !== undefined && parentOrigins.includes(origin))
}

function isOwnFrame(win: Window, source: MessageEventSource | null): boolean {
  for (let index = 0; index < (win.frames?.length ?? 0); index++)
    if (source !== null && win.frames[index] === source) return true
  return false
}

export function createBridge(
  win: Window,
  options: {
    parentOrigins: readonly string[]
    onMessage: (message: IncomingMessage) => void
    onIgnored?: (count: number) => void
  },
): Bridge {
  const target = hostOrigin(win, options.parentOrigins)
  let ignored = 0
  const listener = (event: MessageEvent) => {
    // A frame of this page (the external header reporting its height) talks to its own
    // listener, not to the host: not a message to the bridge, so not one it ignores.
    if (isOwnFrame(win, event.source)) return
    const trusted = event.source === win.parent && options.parentOrigins.includes(event.origin)
    const message = trusted ? readIncomingMessage(event.data) : undefined
    if (!message) {
      ignored++
      options.onIgnored?.(ignored)
      return
    }
    options.onMessage(message)
  }
  win.addEventListener('message', listener)
  return {
    host: target,
    post(message) {
      if (target) win.parent.postMessage(message, target)
    },
    ignored: () => ignored,
    stop: () => win.removeEventListener('message', listener),
  }
}

/**
 * How soon a page still loading is measured again, and for how long at most a report is held
 * back. On a loaded two-core machine a page's first load can take over 3 s, the hold this was,
 * and the height of its loading placeholder then went to the host; a failed load says so without
 * being busy, so the hold ends with the load.
 */
const busyRetryMs = 100
const busyMostMs = 10_000
/**
 * How long the page must keep its size to be measured. A page that has come still grows for a
 * moment as it fills: the live list draws its rows as placeholders and fills them in slices, and
 * was reported 58 px short between the two (958 px, then 1,016, in 45 ms).
 */
const settleMs = 200

/**
 * Reports the page's height through report, at most once per intervalMs and only when it
 * changed since the last report, once it has kept its size for settleMs. While busy() says the
 * page is between two pages (a loading placeholder showing) it is not measured. Either hold lasts
 * busyMostMs at most: the host would otherwise size its frame to a page that is never seen, then
 * back, and a page that never settles must still be reported.
 */
export function watchHeight(
  element: HTMLElement,
  report: (height: number) => void,
  { intervalMs = 1000, busy = () => false }: { intervalMs?: number; busy?: () => boolean } = {},
): () => void {
  let reported = -1
  let lastAt = Number.NEGATIVE_INFINITY
  let resizedAt = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | undefined
  let heldSince: number | undefined
  const send = () => {
    timer = undefined
    const now = Date.now()
    const between = busy()
    const settling = now - resizedAt < settleMs
    // A placeholder that never goes (a part that failed to load) must not silence the reports.
    if (between || settling) {
      heldSince ??= now
      if (now - heldSince < busyMostMs) {
        timer = setTimeout(send, between ? busyRetryMs : resizedAt + settleMs - now)
        return
      }
    }
    heldSince = undefined
    const height = Math.ceil(element.getBoundingClientRect().height)
    if (height === reported) return
    reported = height
    lastAt = now
    report(height)
  }
  const observer = new ResizeObserver(() => {
    resizedAt = Date.now()
    if (timer !== undefined) return
    timer = setTimeout(send, Math.max(settleMs, lastAt + intervalMs - resizedAt))
  })
  observer.observe(element)
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
}
