// The route table: every HTTP operation of the API, one entry each (operation.ts). The server
// registers exactly these, the engine calls only these, and /docs/openapi.json is made of them.

import type { Operation } from './operation.ts'
import { getPins, putPins } from './pins.ts'

export const routeTable = [getPins, putPins] as const satisfies readonly Operation[]
