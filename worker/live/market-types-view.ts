// The market types a sport's list can show (domain/reference/list-market-types.ts), the main one
// first in the brand's coupon layout: what the live list's Market choice offers. Loaded on its
// first subscriber, so the sport tables stay out of the worker's first chunk.

import type { MarketTypesParams, MarketTypesView } from '../../domain/engine/live.ts'
import { listMarketTypes } from '../../domain/reference/list-market-types.ts'
import type { SportTableRegion } from '../../domain/reference/sport-tables.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'

export function marketTypesView(
  region: () => SportTableRegion | undefined,
): ViewDefinition<MarketTypesParams, MarketTypesView> {
  return {
    create({ sportCode }) {
      const build = (): MarketTypesView => ({
        types: listMarketTypes(sportCode, region()).map(({ name, marketTypeIds }) => ({
          name,
          marketTypeIds: marketTypeIds.join(','),
        })),
      })
      return {
        initial: build,
        dependencies: () => [topics.settings],
        update(draft) {
          const fresh = build()
          if (JSON.stringify(fresh) !== JSON.stringify(draft)) draft.types = fresh.types
        },
      }
    },
  }
}
