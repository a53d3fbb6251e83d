// One jackpot match: its number, its sides and kick-off, and the 1/X/2 picks. A second pick on
// the same match makes a perm (the lines double); pressing a pick again takes it off. A match
// postponed or abandoned says its result will be drawn, and is picked all the same.

import { styled } from '@linaria/react'
import { memo } from 'react'
import type { JackpotEvent } from '../../domain/api/jackpot.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useOddsFormat } from '../engine/use-odds-format.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.ts'

const noPicks: string[] = []

export const JackpotEventRow = memo(function JackpotEventRow({
  event,
  focused,
}: {
  event: JackpotEvent
  focused: boolean
}) {
  const engine = useEngine()
  const oddsFormat = useOddsFormat()
  const { t, format } = useI18n()
  const picked = useView('jackpot', (view) => view?.picks[event.number] ?? noPicks)
  return (
    <Row
      id={`jackpot-event-${event.number}`}
      data-testid="jackpot-event"
      aria-current={focused ? 'true' : undefined}
    >
      <EventNumber aria-hidden="true">{event.number}</EventNumber>
      <Match>
        <strong>{event.description}</strong>
        <span>
          {event.competition} ·{' '}
          <time dateTime={event.startTime}>{format.startTime(event.startTime)}</time>
        </span>
      </Match>
      {event.void ? (
        <Voided data-testid="jackpot-event-void">{t('jackpot.event.void')}</Voided>
      ) : null}
      <Picks
        role="group"
        aria-label={t('jackpot.event.picks', { number: event.number, match: event.description })}
      >
        {event.outcomes.map((outcome) => {
          const on = picked.includes(outcome.outcomeId)
          return (
            <Pick
              key={outcome.outcomeId}
              type="button"
              aria-pressed={on}
              disabled={outcome.status !== 'open'}
              onClick={() =>
                on
                  ? engine.jackpot.deselect(event.number, outcome.outcomeId)
                  : engine.jackpot.select(event.number, outcome.outcomeId)
              }
            >
              <b>{outcome.position}</b>
              {/* The name a screen reader gives: the pick, its side and its match. */}
              <VisuallyHidden>
                {' '}
                {t('jackpot.event.pick', {
                  outcome: outcome.description,
                  number: event.number,
                })}{' '}
              </VisuallyHidden>
              <small>{format.odds(outcome.decimal, oddsFormat)}</small>
            </Pick>
          )
        })}
      </Picks>
    </Row>
  )
})

const Row = styled.li`
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr);
  gap: 8px 10px;
  align-items: center;
  padding: 10px;
  border-radius: 8px;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  &[aria-current='true'] {
    border-color: ${colors.accent};
  }
  /* The picks go beside the match where the list (not the window) has room: between the
     desktop's columns the list is 345 px wide, and beside 200 px of picks "Roma v Bologna" broke
     over two lines and its kick-off over three. */
  @container (min-width: 520px) {
    grid-template-columns: 32px minmax(0, 1fr) 200px;
  }
`

const EventNumber = styled.span`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${colors.raised};
  font-weight: 700;
`

const Match = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  span {
    color: ${colors.muted};
    font-size: 13px;
  }
`

const Picks = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
  @container (min-width: 520px) {
    grid-column: auto;
  }
`

const Voided = styled.p`
  grid-column: 1 / -1;
  grid-row: 2;
  margin: 0;
  color: ${colors.muted};
  font-size: 13px;
`

const Pick = styled.button`
  position: relative;
  display: grid;
  justify-items: center;
  min-height: 44px;
  border-radius: 6px;
  border: 1px solid ${colors.line};
  background: ${colors.raised};
  color: ${colors.text};
  font: inherit;
  cursor: pointer;
  small {
    color: ${colors.muted};
  }
  &[aria-pressed='true'] {
    background: ${colors.accent};
    color: ${colors.accentText};
  }
  &[aria-pressed='true'] small {
    color: ${colors.accentText};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`
