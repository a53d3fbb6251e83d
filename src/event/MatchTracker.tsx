// A live event's match tracker (SPEC.md section 2, the tracker view), its Pitch tab first: who
// is on the ball and how near the other goal, drawn on the sport's ground and said in words; the
// Timeline tab lists the moments so far (domain/events/tracker.ts), the latest first. The home
// side attacks to the right, as the names under the pitch say. A streamed match has a Watch tab:
// the stream of the partner that runs it (domain/rules/live-streams.ts), for a logged-in bettor.

import { styled } from '@linaria/react'
import { type ReactNode, useState } from 'react'
import type { SportEvent } from '../../domain/events/event.ts'
import { periodKindOf, type SportFamily, sportFamilyOf } from '../../domain/events/scoreboard.ts'
import { teamsOf } from '../../domain/events/teams.ts'
import type {
  MatchTracker as Tracker,
  TrackerMoment,
  TrackerPlay,
  TrackerPlayKind,
} from '../../domain/events/tracker.ts'
import { streamProductOf } from '../../domain/rules/live-streams.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Tabs } from '../ui/Tabs.tsx'
import { colors } from '../ui/theme.ts'
import { MatchStream } from './MatchStream.tsx'
import { periodNames } from './Scoreboard.tsx'

type TrackerTab = 'pitch' | 'timeline' | 'watch'

const playText: Record<TrackerPlayKind, MessageKey> = {
  safe: 'event.tracker.play.safe',
  attack: 'event.tracker.play.attack',
  danger: 'event.tracker.play.danger',
  goal: 'event.tracker.play.goal',
  score: 'event.tracker.play.score',
  point: 'event.tracker.play.point',
}

export const momentText: Record<TrackerMoment['kind'], MessageKey> = {
  goal: 'event.tracker.moment.goal',
  'period-end': 'event.tracker.moment.periodEnd',
  set: 'event.tracker.moment.set',
  end: 'event.tracker.moment.end',
}

export function MatchTracker({ event, tracker }: { event: SportEvent; tracker: Tracker }) {
  const { t } = useI18n()
  const [tab, setTab] = useState<TrackerTab>('pitch')
  const stream = streamProductOf(event)
  const teams = teamsOf(event.description)
  const name = (side: 'home' | 'away') => (side === 'home' ? teams[0] : teams[1])
  const period = (number: number) => t(periodNames[periodKindOf(event.sportCode)], { number })
  const family = sportFamilyOf(event.sportCode)
  // Where innings are played the side on the attack is the one batting.
  const batting = family === 'innings'
  const says = (play: TrackerPlay) =>
    batting && (play.kind === 'safe' || play.kind === 'attack' || play.kind === 'danger')
      ? t('event.tracker.play.batting', { team: name(play.side) })
      : t(playText[play.kind], { team: name(play.side) })
  // A match running with no play to show yet (before its first spell or point) is not stopped.
  const idle = t(
    event.clock?.status === 'RUNNING' ? 'event.tracker.underWay' : 'event.tracker.stopped',
  )
  return (
    <Section aria-label={t('event.tracker.title')} data-testid="match-tracker">
      <Tabs
        label={t('event.tracker.title')}
        look="segmented"
        choices={[
          { value: 'pitch', name: t('event.tracker.pitch'), testId: 'tracker-pitch' },
          { value: 'timeline', name: t('event.tracker.timeline'), testId: 'tracker-timeline' },
          ...(stream
            ? [{ value: 'watch' as const, name: t('event.tracker.watch'), testId: 'tracker-watch' }]
            : []),
        ]}
        selected={tab}
        onSelect={setTab}
      />
      {tab === 'pitch' ? (
        <PitchPanel role="tabpanel" aria-label={t('event.tracker.pitch')}>
          <Pitch play={tracker.play} family={family} />
          {/* Left to right as the pitch is drawn, whatever the page's direction. */}
          <Sides aria-hidden="true" dir="ltr">
            <span data-side="home">{teams[0]} →</span>
            <span data-side="away">← {teams[1]}</span>
          </Sides>
          <Now data-testid="tracker-play" data-kind={tracker.play?.kind}>
            {tracker.play ? says(tracker.play) : idle}
          </Now>
        </PitchPanel>
      ) : tab === 'watch' && stream ? (
        <div role="tabpanel" aria-label={t('event.tracker.watch')}>
          <MatchStream event={event} product={stream} />
        </div>
      ) : (
        <div role="tabpanel" aria-label={t('event.tracker.timeline')}>
          {tracker.moments.length === 0 ? (
            <Quiet>{t('event.tracker.noMoments')}</Quiet>
          ) : (
            <Moments data-testid="tracker-moments">
              {[...tracker.moments].reverse().map((moment) => (
                // The score after a moment tells apart moments of the same kind and period.
                <li
                  key={`${moment.kind} ${moment.period} ${moment.home}-${moment.away}`}
                  data-kind={moment.kind}
                >
                  <span>{moment.minute === undefined ? '' : `${moment.minute}'`}</span>
                  <span>
                    {t(momentText[moment.kind], {
                      team: moment.side ? name(moment.side) : '',
                      period: period(moment.period),
                    })}
                  </span>
                  <strong>
                    {moment.home}-{moment.away}
                  </strong>
                </li>
              ))}
            </Moments>
          )}
        </div>
      )}
    </Section>
  )
}

/** The shaded stretch of pitch for each kind of play, for the home side (x across 0-120). */
const stretches: Record<TrackerPlayKind, [number, number]> = {
  safe: [20, 60],
  attack: [60, 96],
  danger: [96, 120],
  goal: [104, 120],
  score: [104, 120],
  point: [60, 120],
}

/** A pitch, its lines and the stretch where play is; the away side's is mirrored. */
function Pitch({ play, family }: { play: TrackerPlay | undefined; family: SportFamily }) {
  const [from, to] = play ? stretches[play.kind] : [0, 0]
  const [x1, x2] = play?.side === 'away' ? [120 - to, 120 - from] : [from, to]
  return (
    <Field viewBox="0 0 120 72" aria-hidden="true" data-side={play?.side}>
      <rect className="grass" x="0" y="0" width="120" height="72" rx="2" />
      {play ? (
        <rect className="play" data-kind={play.kind} x={x1} y="2" width={x2 - x1} height="68" />
      ) : null}
      <g className="lines">{markings[family]}</g>
    </Field>
  )
}

/** Each family's ground, drawn on the same 120 x 72: where the sides play toward each other. */
const markings: Record<SportFamily, ReactNode> = {
  goals: (
    <>
      <rect x="2" y="2" width="116" height="68" />
      <line x1="60" y1="2" x2="60" y2="70" />
      <circle cx="60" cy="36" r="9" />
      <rect x="2" y="18" width="16" height="36" />
      <rect x="102" y="18" width="16" height="36" />
    </>
  ),
  points: (
    <>
      <rect x="2" y="2" width="116" height="68" />
      <line x1="60" y1="2" x2="60" y2="70" />
      <circle cx="60" cy="36" r="7" />
      <path d="M2 14 A 30 22 0 0 1 2 58 M118 14 A 30 22 0 0 0 118 58" />
      <rect x="2" y="26" width="20" height="20" />
      <rect x="98" y="26" width="20" height="20" />
    </>
  ),
  // A court with the net across its middle.
  sets: (
    <>
      <rect x="6" y="6" width="108" height="60" />
      <line x1="6" y1="14" x2="114" y2="14" />
      <line x1="6" y1="58" x2="114" y2="58" />
      <line className="net" x1="60" y1="2" x2="60" y2="70" />
      <line x1="34" y1="14" x2="34" y2="58" />
      <line x1="86" y1="14" x2="86" y2="58" />
      <line x1="34" y1="36" x2="86" y2="36" />
    </>
  ),
  // A map with a base at each end and the lanes between them.
  maps: (
    <>
      <rect x="2" y="2" width="116" height="68" />
      <rect x="4" y="26" width="14" height="20" />
      <rect x="102" y="26" width="14" height="20" />
      <path d="M18 36 H102 M18 30 C40 6, 80 6, 102 30 M18 42 C40 66, 80 66, 102 42" />
    </>
  ),
  // An oval field with the pitch at its centre.
  innings: (
    <>
      <ellipse cx="60" cy="36" rx="57" ry="33" />
      <ellipse cx="60" cy="36" rx="30" ry="18" />
      <rect x="52" y="33" width="16" height="6" />
    </>
  ),
}

const Section = styled.section`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  border-bottom: 1px solid ${colors.line};
`

// The pitch across the phone's card, and centred in the desktop's wider one rather than left in
// its first half.
const pitchMaxWidth = 400

const PitchPanel = styled.div`
  display: grid;
  justify-items: center;
  text-align: center;
`

const Field = styled.svg`
  display: block;
  width: 100%;
  max-width: ${pitchMaxWidth}px;
  .grass {
    fill: #1f5134;
  }
  .lines {
    fill: none;
    stroke: rgb(255 255 255 / 55%);
    stroke-width: 0.6;
  }
  .net {
    stroke-width: 1.4;
  }
  .play {
    fill: ${colors.accent};
    opacity: 0.3;
  }
  &[data-side='away'] .play {
    fill: ${colors.text};
  }
  .play[data-kind='danger'],
  .play[data-kind='goal'],
  .play[data-kind='score'] {
    opacity: 0.55;
  }
`

const Sides = styled.p`
  display: flex;
  justify-content: space-between;
  width: 100%;
  max-width: ${pitchMaxWidth}px;
  margin: 0;
  font-size: 12px;
  color: ${colors.muted};
`

const Now = styled.p`
  margin: 0;
  font-weight: 700;
  &[data-kind='goal'],
  &[data-kind='score'] {
    color: ${colors.accent};
  }
`

const Quiet = styled.p`
  margin: 0;
  color: ${colors.muted};
`

const Moments = styled.ol`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 3em 1fr auto;
    gap: 8px;
    align-items: baseline;
  }
  li > span:first-child {
    color: ${colors.muted};
    font-variant-numeric: tabular-nums;
  }
  li[data-kind='goal'] strong {
    color: ${colors.accent};
  }
`
