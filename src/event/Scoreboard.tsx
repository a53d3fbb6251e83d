// A live event's scoreboard, read per sport family by the domain (domain/events/scoreboard.ts):
// the clock or the period in play, the score, the score of each period so far, and each side's
// red cards beside its name.

import { styled } from '@linaria/react'
import type { SportEvent } from '../../domain/events/event.ts'
import { type PeriodKind, scoreboardOf } from '../../domain/events/scoreboard.ts'
import { teamsOf } from '../../domain/events/teams.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { RedCards } from '../live/RedCards.tsx'
import { colors } from '../ui/theme.ts'

/** A period column's heading by the period's kind (H1, Q2, Map 3); an innings is its number. */
export const periodNames: Record<PeriodKind, MessageKey> = {
  half: 'event.scoreboard.half',
  period: 'event.scoreboard.period',
  quarter: 'event.scoreboard.quarter',
  set: 'event.scoreboard.set',
  map: 'event.scoreboard.map',
  innings: 'event.scoreboard.innings',
}

export function Scoreboard({ event }: { event: SportEvent }) {
  const board = scoreboardOf(event)
  const [home, away] = teamsOf(event.description)
  const { t } = useI18n()
  // In play, the minute or the feed's own period name.
  const clock = board.state === 'ended' ? t('event.scoreboard.fullTime') : board.clock
  return (
    <Board data-testid="scoreboard" data-state={board.state} aria-live="polite">
      <Clock data-testid="scoreboard-clock">
        {clock ?? t('event.scoreboard.live')}
        {board.period && board.clock !== board.period ? <small> · {board.period}</small> : null}
      </Clock>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('event.scoreboard.team')}</span>
            </th>
            {board.periods.map((period) => (
              <th scope="col" key={period.number}>
                {t(periodNames[period.kind], { number: period.number })}
              </th>
            ))}
            {board.game ? <th scope="col">{t('event.scoreboard.game')}</th> : null}
            <th scope="col">
              {t(board.family === 'innings' ? 'event.scoreboard.runs' : 'event.scoreboard.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[[home, 'home'] as const, [away, 'away'] as const].map(([team, side]) => (
            <tr key={side}>
              <th scope="row">
                <Team>
                  <span>{team}</span>
                  <RedCards event={event} side={side} />
                </Team>
              </th>
              {board.periods.map((period) => (
                <td key={period.number}>{period[side]}</td>
              ))}
              {board.game ? <td>{board.game[side]}</td> : null}
              <Total data-testid={`score-${side}`}>{board[side]}</Total>
            </tr>
          ))}
        </tbody>
      </table>
    </Board>
  )
}

const Board = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  background: ${colors.raised};
  border-radius: 8px;
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 2px 6px;
    text-align: center;
    font-size: 13px;
  }
  thead th {
    color: ${colors.muted};
    font-weight: 700;
    font-size: 11px;
  }
  tbody th {
    text-align: left;
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 0;
    width: 100%;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`

/** The name gives way to its red cards: a long name is cut, the cards stay. */
const Team = styled.span`
  display: flex;
  align-items: center;
  > span:first-child {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`

const Clock = styled.div`
  color: ${colors.up};
  font-weight: 700;
  font-size: 13px;
  small {
    color: ${colors.muted};
    font-weight: 700;
  }
`

const Total = styled.td`
  font-weight: 700;
  font-size: 15px !important;
  color: ${colors.accent};
`
