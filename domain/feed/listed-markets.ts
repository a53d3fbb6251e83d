// A stream scoped to what a client holds (docs/live-protocol.md, Listed markets). Past the
// brand's lazy threshold the engine holds most events in play as list rows: the markets of a few
// types. Every change to their other markets would be read, decoded and dropped: at 200 matches
// about four fifths of the stream. The server leaves those out, and keeps everything of the
// events the client holds whole.

import type { LiveChange } from './change.ts'
import type { ListedMarkets } from './protocol.ts'

/** A scope as the server applies it: sets to test against, and a key that names it. */
export interface Scope {
  key: string
  marketTypeIds: ReadonlySet<string>
  wholeEventIds: ReadonlySet<string>
}

export function scopeOf(listed: ListedMarkets): Scope {
  const marketTypeIds = [...new Set(listed.marketTypeIds)].sort()
  const wholeEventIds = [...new Set(listed.wholeEventIds)].sort()
  return {
    // Clients that hold the same types and the same whole events share one frame a batch.
    key: `${marketTypeIds.join(',')}|${wholeEventIds.join(',')}`,
    marketTypeIds: new Set(marketTypeIds),
    wholeEventIds: new Set(wholeEventIds),
  }
}

/**
 * The changes a client holding `scope` needs, in order. A market whose type is not known
 * (`marketTypeOf` answers undefined: gone from the server already) is kept: sending a change the
 * engine drops costs bytes, leaving out one it holds costs a wrong price.
 */
export function changesInScope(
  changes: readonly LiveChange[],
  scope: Scope,
  marketTypeOf: (marketId: string) => string | undefined,
): LiveChange[] {
  const kept: LiveChange[] = []
  for (const change of changes) {
    switch (change.kind) {
      case 'outcome':
      case 'market': {
        if (scope.wholeEventIds.has(change.eventId)) kept.push(change)
        else {
          const type =
            (change.kind === 'market' ? change.marketTypeId : undefined) ??
            marketTypeOf(change.marketId)
          if (type === undefined || scope.marketTypeIds.has(type)) kept.push(change)
        }
        break
      }
      case 'market-added':
        if (
          scope.wholeEventIds.has(change.eventId) ||
          scope.marketTypeIds.has(change.market.marketTypeId)
        )
          kept.push(change)
        break
      case 'event-added': {
        if (scope.wholeEventIds.has(change.event.id)) {
          kept.push(change)
          break
        }
        // An event that starts comes as a list row, as the snapshot brought the others.
        const markets = change.event.markets.filter((market) =>
          scope.marketTypeIds.has(market.marketTypeId),
        )
        kept.push({ ...change, event: { ...change.event, markets }, marketsComplete: false })
        break
      }
      default:
        kept.push(change)
    }
  }
  return kept
}

/** Every market id a batch names, with the type where the change itself says it. */
export function marketsNamed(
  changes: readonly LiveChange[],
): { marketId: string; marketTypeId?: string }[] {
  const named: { marketId: string; marketTypeId?: string }[] = []
  for (const change of changes) {
    if (change.kind === 'outcome') named.push({ marketId: change.marketId })
    else if (change.kind === 'market')
      named.push({
        marketId: change.marketId,
        ...(change.marketTypeId === undefined ? {} : { marketTypeId: change.marketTypeId }),
      })
    else if (change.kind === 'market-added')
      named.push({ marketId: change.market.id, marketTypeId: change.market.marketTypeId })
    else if (change.kind === 'event-added')
      for (const market of change.event.markets)
        named.push({ marketId: market.id, marketTypeId: market.marketTypeId })
  }
  return named
}
