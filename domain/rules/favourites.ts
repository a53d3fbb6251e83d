// Favourite events (SPEC.md sections 2 and 3: favourite events, items with id; enable_favorites):
// the events a bettor starred, newest first, kept on the device. The list is bounded so that it
// always fits one events request.

/** At most this many favourites: starring one more drops the oldest. */
export const maxFavourites = 50

/** The list with the event starred (first) or, when it was starred, unstarred. */
export function toggleFavourite(favourites: readonly string[], eventId: string): readonly string[] {
  if (favourites.includes(eventId)) return favourites.filter((id) => id !== eventId)
  return [eventId, ...favourites].slice(0, maxFavourites)
}

/** A stored list read back: ids only, each once, within the bound; anything else is dropped. */
export function readFavourites(stored: unknown): readonly string[] {
  if (!Array.isArray(stored)) return []
  const ids = stored.filter(
    (id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64,
  )
  return [...new Set(ids)].slice(0, maxFavourites)
}
