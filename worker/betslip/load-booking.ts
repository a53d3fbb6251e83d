// Loading a slip by its booking code (SPEC.md section 7, retail codes). Fetched on first use, not
// at start: few bettors type a code, and the worker's first chunk keeps within its 40 KB.

import { loadBookedBetslip } from '../../domain/api/betslip-model.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { createTouched, putEvent } from '../../domain/feed/store.ts'
import type { EngineContext } from '../context/context.ts'
import { requestEvents } from '../context/events-request.ts'
import type { LiveStream } from '../context/live-stream.ts'
import { touchedTopics } from '../context/topics.ts'
import type { createBetslip } from './selections.ts'

export interface BookingTarget {
  slip: ReturnType<typeof createBetslip>
  /** Minor units as the stake box would hold them. */
  stakeText(minor: number): string
  /** Tells the views, and the refresh, that the slip changed. */
  changed(addedOutcomeId?: string): void
}

/**
 * Loads a booked slip: its events come into the store, its selections onto the slip with their
 * stakes, and its combinations' stakes with them.
 */
export async function loadBooking(
  { call, store, views }: EngineContext,
  liveStream: LiveStream,
  { slip, stakeText, changed }: BookingTarget,
  code: string,
): Promise<ApiResult<null>> {
  const booked = await call(loadBookedBetslip, {
    params: { code: code.trim().toUpperCase() },
  })
  if (!booked.ok) return booked
  const eventIds = [...new Set(booked.data.model.singles.flatMap((single) => single.eventId ?? []))]
  if (eventIds.length > 0) {
    await Promise.all(eventIds.map((eventId) => liveStream.holdWhole(eventId)))
    const events = await requestEvents(call, {
      ids: eventIds.join(','),
      includeMarkets: true,
      eventsPerPage: 100,
    })
    if (!events.ok) return events
    const touched = createTouched()
    for (const event of events.data.events) putEvent(store, event, touched)
    views.publish(touchedTopics(touched))
  }
  for (const single of booked.data.slip.singles) {
    const added = slip.add(single.outcomeId)
    if (!added.ok) continue
    if (single.unitStake) slip.setStake(single.outcomeId, stakeText(single.unitStake))
    if (single.eachWay) slip.setEachWay(single.outcomeId, true)
  }
  for (const combination of [...booked.data.slip.multiples, ...booked.data.slip.systems])
    if (combination.unitStake)
      slip.setCombinationStake(combination.betTypeId, stakeText(combination.unitStake))
  changed(booked.data.slip.singles[0]?.outcomeId)
  return { ok: true, data: null }
}
