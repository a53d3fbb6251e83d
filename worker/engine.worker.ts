// The Web Worker entry: builds the engine with the browser's I/O and exposes it with comlink.

import * as Comlink from 'comlink'
import { browserEngineOptions } from './browser-options.ts'
import { createEngine } from './engine.ts'

Comlink.expose(createEngine(browserEngineOptions()), self)
