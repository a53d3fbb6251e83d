// A side's red cards as a scoreboard draws them: a small red card for each, beside the side's
// score on a pinned tile and beside its name on the match's page; the label says it in words.
// Nothing while the side has none. Only those lazy pages draw them: the code at start stays as
// it was.

import { styled } from '@linaria/react'
import type { SportEvent } from '../../domain/events/event.ts'
import { teamsOf } from '../../domain/events/teams.ts'
import type { Side } from '../../domain/events/tracker.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'

export function RedCards({ event, side }: { event: Omit<SportEvent, 'marketIds'>; side: Side }) {
  const { t } = useI18n()
  const count = event.redCards?.[side] ?? 0
  if (count <= 0) return null
  const [home, away] = teamsOf(event.description)
  return (
    <Cards
      role="img"
      aria-label={t('live.redCards', { team: side === 'home' ? home : away, count })}
      data-testid="red-cards"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards are alike and only ever added at the end
        <i key={index} />
      ))}
    </Cards>
  )
}

const Cards = styled.span`
  display: inline-flex;
  flex: none;
  gap: 1px;
  margin: 0 3px;
  vertical-align: -1px;
  i {
    width: 7px;
    height: 10px;
    border-radius: 1px;
    /* The card's own red, whatever the brand's colours: it stands for the card the referee shows. */
    background: #e2231a;
  }
`
