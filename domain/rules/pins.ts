// Pinned events (issue 41): the live or soon-to-start events a bettor follows side by side on the
// multi-view, each with the markets chosen for its tile. Eight tiles are what a desktop grid shows
// at once; a ninth pin is refused rather than dropping one the bettor is watching.

/** At most this many pinned events. */
export const maxPins = 8

/** At most this many markets on one tile. */
export const maxPinnedMarkets = 3

export interface Pin {
  eventId: string
  /** The markets the tile shows, in the bettor's order; none: the event's main market. */
  marketIds: string[]
}

export type PinResult = { ok: true } | { ok: false; reason: 'pins-full' }

/** The pins with the event pinned last, or the same pins when it is pinned already or full. */
export function pinEvent(
  pins: readonly Pin[],
  eventId: string,
): { pins: readonly Pin[]; result: PinResult } {
  if (pins.some((pin) => pin.eventId === eventId)) return { pins, result: { ok: true } }
  if (pins.length >= maxPins) return { pins, result: { ok: false, reason: 'pins-full' } }
  return { pins: [...pins, { eventId, marketIds: [] }], result: { ok: true } }
}

export const unpinEvent = (pins: readonly Pin[], eventId: string): readonly Pin[] =>
  pins.filter((pin) => pin.eventId !== eventId)

/**
 * The pins with the tile's market shown or, when it is shown, taken off. A market past the
 * tile's room replaces the oldest choice: the bettor's latest pick is the one they want to see.
 */
export function toggleTileMarket(
  pins: readonly Pin[],
  eventId: string,
  marketId: string,
): readonly Pin[] {
  return pins.map((pin) => {
    if (pin.eventId !== eventId) return pin
    const marketIds = pin.marketIds.includes(marketId)
      ? pin.marketIds.filter((id) => id !== marketId)
      : [...pin.marketIds, marketId].slice(-maxPinnedMarkets)
    return { eventId, marketIds }
  })
}

/**
 * The pins a player has on logging in: the server's (another device's) first, then this
 * device's that are not among them, as many as fit.
 */
export function mergePins(server: readonly Pin[], device: readonly Pin[]): readonly Pin[] {
  const known = new Set(server.map((pin) => pin.eventId))
  return [...server, ...device.filter((pin) => !known.has(pin.eventId))].slice(0, maxPins)
}

/** Whether two sets of pins are the same, tile for tile. */
export const samePins = (a: readonly Pin[], b: readonly Pin[]): boolean =>
  a.length === b.length &&
  a.every(
    (pin, index) =>
      pin.eventId === b[index]?.eventId && pin.marketIds.join() === b[index].marketIds.join(),
  )
