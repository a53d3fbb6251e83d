// A tile's glance at the match tracker: its last moments, the latest first, in the tracker's own
// words (a goal and whose, a period or set ended), with the score after each.

import { styled } from '@linaria/react'
import { memo } from 'react'
import { periodKindOf } from '../../domain/events/scoreboard.ts'
import { teamsOf } from '../../domain/events/teams.ts'
import type { TrackerMoment } from '../../domain/events/tracker.ts'
import { momentText } from '../event/MatchTracker.tsx'
import { periodNames } from '../event/Scoreboard.tsx'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'

/** What a tile has room for. */
const shownMoments = 2

/** Drawn again only when the moments change: the engine keeps them while only the play moves. */
export const LastMoments = memo(function LastMoments({
  sportCode,
  eventName,
  moments: all,
}: {
  sportCode: string
  eventName: string
  moments: readonly TrackerMoment[]
}) {
  const { t } = useI18n()
  const teams = teamsOf(eventName)
  const moments = all.slice(-shownMoments).reverse()
  return (
    <Moments aria-label={t('pins.lastMoments')} data-testid="tile-moments">
      {moments.length === 0 ? <li>{t('pins.noMoments')}</li> : null}
      {moments.map((moment) => (
        <li key={`${moment.kind} ${moment.period} ${moment.home}-${moment.away}`}>
          {moment.minute === undefined ? '' : `${moment.minute}' `}
          {t(momentText[moment.kind], {
            team: moment.side === 'away' ? teams[1] : moment.side ? teams[0] : '',
            period: t(periodNames[periodKindOf(sportCode)], { number: moment.period }),
          })}{' '}
          <strong>
            {moment.home}-{moment.away}
          </strong>
        </li>
      ))}
    </Moments>
  )
})

const Moments = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${colors.muted};
  font-size: 12px;
  li {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`
