// A restored selection's market that markets by ids did not give (SPEC.md section 7, GET
// /xapi/rest/markets/{id}). Markets by ids leaves out any market not open or suspended, or
// without outcomes, and says nothing of why: the slip asks for each such market alone. A market
// the server still has comes into the store, so the selection shows it as it is; one the server
// no longer has (404) can never be bet on, and its selections leave the slip as a closed
// outcome's do (SPEC.md section 4).

import { getMarket } from '../../domain/api/events.ts'
import { createTouched, putMarket } from '../../domain/feed/store.ts'
import type { EngineContext } from '../context/context.ts'
import { touchedTopics } from '../context/topics.ts'

/** Asks for each market alone, puts those found in the store, and answers those gone. */
export async function readMarketsAlone(
  { call, store, views }: Pick<EngineContext, 'call' | 'store' | 'views'>,
  marketIds: readonly string[],
): Promise<string[]> {
  const answers = await Promise.all(
    marketIds.map(async (id) => ({ id, answer: await call(getMarket, { params: { id } }) })),
  )
  const touched = createTouched()
  const gone: string[] = []
  for (const { id, answer } of answers)
    if (answer.ok) putMarket(store, answer.data, touched)
    else if (answer.error.status === 404) gone.push(id)
  views.publish(touchedTopics(touched))
  return gone
}
