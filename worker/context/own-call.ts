// A call on the logged-in player's own path (/xapi/icore/players/{username}/…,
// /xapi/rest/accounts/{accountId}/…): the path is filled from the session, and a call made while
// no one is logged in is refused unsent, as the transport refuses any player's call.

import type { AnswerOf, Operation, RequestOf } from '../../domain/api/operation.ts'
import { type ApiResult, notLoggedIn } from '../../domain/api/result.ts'
import type { CallOptions } from './call.ts'
import type { EngineContext } from './context.ts'

/** The parts a call sends besides the path, which names the player. */
type OwnRequest<O extends Operation> = Omit<RequestOf<O>, 'params'> & CallOptions

export function ownCall<O extends Operation>(
  context: Pick<EngineContext, 'call' | 'session'>,
  entry: O,
  ...[request]: Record<never, never> extends OwnRequest<O>
    ? [request?: OwnRequest<O>]
    : [request: OwnRequest<O>]
): Promise<ApiResult<AnswerOf<O>>> {
  const player = context.session.get()
  if (!player) return Promise.resolve({ ok: false, error: notLoggedIn })
  const params = { username: player.username, accountId: player.accountId }
  // The entry's path takes the names it has of these: its own schema says which.
  return context.call(entry, { ...request, params } as never)
}
