// Every code an ApiError may carry, as one union the engine and the UI switch on: the codes the
// route table's entries list for their refusals, the RES codes of a refused bet, and the engine's
// own for a call that got no usable answer.

import type { BetErrorCode } from '../errors/bet-errors.ts'
import type { ErrorCodeOf, Operation } from './operation.ts'
import type { routeTable } from './route-table.ts'

type CodesOf<O> = O extends Operation
  ? ErrorCodeOf<O> | (O['answerCodes'] extends readonly (infer C)[] ? C : never)
  : never

/**
 * The codes the server answers with: each entry's refusals (`errors`), and the RES codes a slip
 * turned down carries in a successful answer (`answerCodes`).
 */
export type ServerErrorCode = CodesOf<(typeof routeTable)[number]>

/**
 * What any call may meet whatever its entry lists: a request malformed before its route reads it,
 * a path no route answers, a fault of the server's own (500), and a database that could not be
 * reached in time (503 unavailable, with Retry-After: a write may or may not have happened).
 */
export type AnyCallErrorCode = 'invalid-request' | 'not-found' | 'internal' | 'unavailable'

/**
 * The engine's own codes. From its transport (worker/context/transport.ts, context.ts): no answer
 * in time, none at all, cancelled, the maintenance redirect, an answer its schema refuses, a
 * session that expired before the call was sent. And refusals it makes without a call: an odds
 * format it does not know, a security answer the gateway did not accept, a jackpot slip placed or
 * booked before any jackpot loaded.
 */
export type EngineErrorCode =
  | 'timeout'
  | 'network'
  | 'aborted'
  | 'maintenance'
  | 'invalid-response'
  | 'jwe_token_expired'
  | 'invalid-format'
  | 'wrong-answer'
  | 'no-jackpot-loaded'

export type ApiErrorCode = ServerErrorCode | AnyCallErrorCode | BetErrorCode | EngineErrorCode
