// The adverts of a list for the bettor as they are now: asked again when they log in or out,
// since who sees an advert depends on who they are.

import type { ShownAdvert } from '../../domain/site/site.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { type EngineCall, useEngineCall } from '../engine/use-engine-call.ts'

export function useAdverts(adIds: readonly string[]): EngineCall<ShownAdvert[]> {
  const engine = useEngine()
  const username = useView('session', (view) => view?.username)
  return useEngineCall(() => engine.site.adverts(adIds), [username, ...adIds])
}
