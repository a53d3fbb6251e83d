// The brand's odds (SPEC.md section 3, odds_per_brand_*; section 5, odds margin). Whenever the
// settings load or the session's currency changes, the engine works out whose odds apply and
// asks GET /xapi/rest/oddsLadderAndMargins/{version} for their ladder and margin rows, once a
// version and brand; the live store then prices every price that enters it in them
// (domain/feed/store.ts, odds), so the lists, the event page, the slip and the boosts all show the
// price the server takes. Without per-brand odds the store holds the feed's prices.

import { getOddsLadder } from '../../domain/api/events.ts'
import { createTouched, setOdds } from '../../domain/feed/store.ts'
import { type BrandOdds, overrideBrandOf } from '../../domain/odds/brand-odds.ts'
import { standardLadderVersion } from '../../domain/odds/ladder.ts'
import type { EngineContext } from '../context/context.ts'
import { touchedTopics } from '../context/topics.ts'

/** Keeps the store in the odds the settings and the session's currency name; part of the settings area. */
export function followBrandOdds(context: EngineContext): void {
  /** The answers by version and brand ('' for the page's own): asked once, kept. */
  const answers = new Map<string, Promise<BrandOdds | undefined>>()
  /** Counts the updates begun: an answer that comes after a later update began is dropped. */
  let updates = 0

  function oddsOf(version: number, overrideBrand: string | undefined) {
    const key = `${version}/${overrideBrand ?? ''}`
    const cached = answers.get(key)
    if (cached) return cached
    const answer = context
      .call(getOddsLadder, { params: { version }, query: { overrideBrand } })
      .then((result): BrandOdds | undefined => {
        if (result.ok) return { ladder: result.data.ladder, margins: result.data.margins }
        // Not kept: the next update asks again. Meanwhile the feed's prices stand, and a bet
        // taken at one meets the server's price under the bettor's acceptance choice.
        console.warn(`odds per brand: ${result.error.message}`)
        answers.delete(key)
        return undefined
      })
    answers.set(key, answer)
    return answer
  }

  async function update(): Promise<void> {
    const update = ++updates
    const settings = context.settings.get()
    const odds = settings.odds_per_brand_enabled
      ? await oddsOf(
          standardLadderVersion,
          overrideBrandOf(settings, context.currency().code) ?? context.page.get().brand,
        )
      : undefined
    if (update !== updates) return
    const touched = createTouched()
    setOdds(context.store, odds, touched)
    context.views.publish(touchedTopics(touched))
  }

  context.settings.watch(() => void update())
  context.session.watch(() => void update())
}
