// The engine's I/O in a browser, the same on the Worker and, for measurement, on the main thread.

import { del, get, set } from 'idb-keyval'
import type { EngineOptions } from './context/context.ts'

export const browserEngineOptions = (): EngineOptions => ({
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  fetch: globalThis.fetch.bind(globalThis),
  WebSocket: globalThis.WebSocket,
  storage: { get, set, del },
})
