// Live streams (SPEC.md section 1: bettors watch live streams; section 6: streaming is offered for
// the virtual and esports sports of liveStreamingSportCodes). The partner that runs a sport's
// matches streams them: a stream opens as that partner's product page at the match (the launch's
// game id is the event's id), with the bettor's partner token as any partner page does.

import type { SportEvent } from '../events/event.ts'
import { liveStreamingSportCodes } from './constants.ts'
import { type PartnerProduct, partnerProductOf } from './partner-products.ts'

/** The sports the virtual sports' partner runs; the esports partner runs the other streamed ones. */
const virtualSports: ReadonlySet<string> = new Set(['VICR', 'VKBD'])

/** The product whose page streams the event, for an event the feed marks as streamed. */
export function streamProductOf(
  event: Pick<SportEvent, 'sportCode' | 'liveStreaming'>,
): PartnerProduct | undefined {
  if (!event.liveStreaming || !liveStreamingSportCodes.includes(event.sportCode)) return undefined
  return partnerProductOf(virtualSports.has(event.sportCode) ? 'betradar-virtuals' : 'esports')
}
