// Where an event, a competition and an outright live in the app (SPEC.md section 2, Routes). An
// event's slug ends with its id ('arsenal-v-chelsea-1001'), so a shared link finds its event.

import type { SportEvent } from './event.ts'
import { isLive } from './live.ts'

/** /live/{slug} while the event is in play, /events/{slug} before. */
export const eventHref = (event: Pick<SportEvent, 'slug' | 'clock' | 'isFinished'>): string =>
  `${isLive(event) ? '/live' : '/events'}/${encodeURIComponent(event.slug)}`

/** The event id a slug ends with, or undefined when it ends with none. */
export function eventIdOfSlug(slug: string): string | undefined {
  const id = slug.slice(slug.lastIndexOf('-') + 1)
  return /^[A-Za-z0-9_.:]+$/.test(id) ? id : undefined
}

/** A competition page: /sports/competitions/{sport}/{region}/{league}. */
export const competitionHref = (...slugs: string[]): string =>
  `/sports/competitions/${slugs.map(encodeURIComponent).join('/')}`

/** The outrights of a sport, region or league: /sports/outrights/{sport}/{region?}/{league}. */
export const outrightsHref = (...slugs: string[]): string =>
  `/sports/outrights/${slugs.map(encodeURIComponent).join('/')}`
