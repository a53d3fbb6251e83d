// Jackpot slip completeness (SPEC.md section 4, Jackpot slip).

/**
 * §4: place is enabled only when every event number from 1 to the event count has a selection.
 * A jackpot without events has nothing to place.
 */
export const isJackpotSlipComplete = (
  eventCount: number,
  selectedEventNumbers: Iterable<number>,
): boolean => {
  if (eventCount < 1) return false
  const selected = new Set(selectedEventNumbers)
  for (let eventNumber = 1; eventNumber <= eventCount; eventNumber++) {
    if (!selected.has(eventNumber)) return false
  }
  return true
}
