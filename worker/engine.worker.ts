// The Web Worker entry: builds the engine with the browser's I/O and exposes it with comlink.

import * as Comlink from 'comlink'
import { del, get, set } from 'idb-keyval'
import { createEngine } from './engine.ts'

const engine = createEngine({
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  fetch: self.fetch.bind(self),
  WebSocket: self.WebSocket,
  storage: { get, set, del },
})

Comlink.expose(engine, self)
