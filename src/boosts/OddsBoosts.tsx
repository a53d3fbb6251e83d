// The top boosted list (SPEC.md section 9, top boosted 10): the brand's odds boosts as a strip of
// cards, each the boosted price beside the market's live one. A card opens the boost-odds modal
// (section 2), which puts the selection on the slip. Nothing shows where the brand offers no
// boosts or none runs: the strip never holds the page up.

import { styled } from '@linaria/react'
import { useMemo, useState } from 'react'
import type { BoostCard } from '../../domain/engine/odds-boosts.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { BoostOddsModal } from './BoostOddsModal.tsx'
import { BoostPrices } from './BoostPrices.tsx'

export function OddsBoosts({ sportCode }: { sportCode?: string } = {}) {
  const offered = useView('settings', (view) =>
    Boolean(view && view.status !== 'loading' && view.settings.odds_boosts_enabled),
  )
  return offered ? <BoostStrip sportCode={sportCode} /> : null
}

/** The brand's boosts; on a sport's page, that sport's only. */
function BoostStrip({ sportCode }: { sportCode: string | undefined }) {
  const all = useView('odds-boosts', (view) => view?.cards)
  const cards = useMemo(
    () => (sportCode ? all?.filter((card) => card.event.sportCode === sportCode) : all),
    [all, sportCode],
  )
  const [openId, setOpenId] = useState<string>()
  const { t } = useI18n()
  if (!cards || cards.length === 0) return null
  const open = cards.find((card) => card.boost.boostId === openId)
  return (
    <Section aria-labelledby="odds-boosts-title" data-testid="odds-boosts">
      <h2 id="odds-boosts-title">{t('boosts.title')}</h2>
      <Cards>
        {cards.map((card) => (
          <li key={card.boost.boostId}>
            <Card card={card} onOpen={() => setOpenId(card.boost.boostId)} />
          </li>
        ))}
      </Cards>
      {open ? <BoostOddsModal card={open} onClose={() => setOpenId(undefined)} /> : null}
    </Section>
  )
}

function Card({ card, onOpen }: { card: BoostCard; onOpen: () => void }) {
  const { t, format } = useI18n()
  const { boost, event, market, outcome } = card
  return (
    <CardButton type="button" onClick={onOpen} data-testid={`boost-${boost.outcomeId}`}>
      <Event>{event.description}</Event>
      <Selection>
        {outcome.description} · {market.description}
      </Selection>
      <BoostPrices card={card} />
      <Cap>{t('boosts.maxStake', { amount: format.money(boost.maxStake, boost.currency) })}</Cap>
    </CardButton>
  )
}

const Section = styled.section`
  display: grid;
  gap: 8px;
  margin: 12px 0;
  h2 {
    margin: 0;
    font-size: 16px;
  }
`

const Cards = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0 0 4px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  li {
    flex: none;
    scroll-snap-align: start;
  }
`

const CardButton = styled.button`
  display: grid;
  /* Names wrap to one, two or three lines: the strip's cards share the tallest one's height,
     their lines from the top. */
  align-content: start;
  gap: 4px;
  width: 220px;
  height: 100%;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${colors.accent};
  background: ${colors.raised};
  color: ${colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`

// The match and the selection wrap: a card is what the bettor backs, and cut to "Paris Saint-Germ…"
// it no longer says which side.
const Event = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`

const Selection = styled.span`
  color: ${colors.muted};
  font-size: 13px;
  overflow-wrap: anywhere;
`

const Cap = styled.span`
  color: ${colors.muted};
  font-size: 12px;
`
