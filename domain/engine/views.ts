// What crosses from the engine to the UI for its views (docs/engine.md). A view is named and
// takes parameters ("one event", "football, page 2"); its key is derived from both, so every
// component asking for the same view shares one mirror and the engine keeps one instance. Each
// area declares its views' states beside its module (domain/engine/<area>.ts); the map of every
// view by name is derived from the engine's modules (worker/engine.ts).

/** The same shape as immer's patches, so the UI applies them with structural sharing. */
export interface ViewPatch {
  op: 'replace' | 'add' | 'remove'
  path: (string | number)[]
  value?: unknown
}

export type ViewUpdate<State = unknown> =
  | { kind: 'reset'; state: State }
  | { kind: 'patches'; patches: ViewPatch[] }

/** One subscription's update; a flush sends all of a client's updates in one message. */
export type ViewDelivery = ViewUpdate & { subscriptionId: number }

/**
 * Where a client's flushes go: the page's own MessagePort, or an object like one in a test that
 * runs the engine in-process.
 */
export interface DeliveryPort {
  postMessage(deliveries: ViewDelivery[]): void
}

/** A view's parameters: plain values only, so that a key can be derived from them. */
export type ViewParams = Record<string, string | number | boolean | undefined>

/** The parameters of a view that takes none. */
export type NoParams = Record<string, never>

/**
 * The stable key of a view: its name, then its parameters sorted by name. Parameters left
 * undefined are the same view as parameters not given.
 */
export function viewKey(name: string, params: ViewParams): string {
  const named = Object.keys(params)
    .filter((key) => params[key] !== undefined)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(params[key]))}`)
  return named.length === 0 ? name : `${name}?${named.join('&')}`
}
