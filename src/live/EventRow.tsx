// One event as a list row: its own view (event-summary), so a row that scrolls out of a
// collapsed competition stops costing anything, and a price change re-renders one button. A live
// event shows its clock and score, one before the event its start; the name opens its page.

import { css, cx } from '@linaria/core'
import { styled } from '@linaria/react'
import { memo, type ReactNode, useDeferredValue } from 'react'
import { Link } from 'wouter'
import type { EventSummaryView } from '../../domain/engine/live.ts'
import type { SportEvent } from '../../domain/events/event.ts'
import { eventHref } from '../../domain/events/links.ts'
import { isLive } from '../../domain/events/live.ts'
import { rowLabels } from '../../domain/events/row-labels.ts'
import { rowScoreOf } from '../../domain/events/row-score.ts'
import type { PeriodKind } from '../../domain/events/scoreboard.ts'
import { teamsOf } from '../../domain/events/teams.ts'
import type { Side } from '../../domain/events/tracker.ts'
import { useView } from '../engine/use-engine.ts'
import { FavouriteStar } from '../favourites/FavouriteStar.tsx'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { LatePinButton } from '../pins/LatePins.tsx'
import { colors } from '../ui/theme.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.ts'
import { PriceButton } from './PriceButton.tsx'

export function EventRow({
  eventId,
  marketTypeIds,
}: {
  eventId: string
  /** The market type the list shows, by its ids (a market-types view's); else the main one. */
  marketTypeIds?: string | undefined
}) {
  const summary = { name: 'event-summary', params: { eventId, marketTypeIds } } as const
  // Deferred: a view's change is a synchronous render (useSyncExternalStore), and the first
  // screen's rows get their first states together, one task of 45-75 ms on a phone at 4x. As
  // deferred values, the urgent render keeps the rows as they were (RowContent is memoized) and
  // React fills them in a transition, in slices. Prices move in PriceButton, not deferred.
  const event = useDeferredValue(useView(summary, (view) => view?.event))
  const market = useDeferredValue(useView(summary, (view) => view?.market))
  const marketLoading = useDeferredValue(useView(summary, (view) => view?.marketLoading ?? false))
  // Joined into one string, so a price moving (a new outcome record) does not re-render the row.
  const descriptions = useDeferredValue(
    useView(
      summary,
      (view) =>
        view?.market?.outcomeIds.map((id) => view.outcomes[id]?.description ?? '').join('\n') ?? '',
    ),
  )
  return (
    <RowContent
      eventId={eventId}
      marketTypeIds={marketTypeIds}
      event={event}
      market={market}
      marketLoading={marketLoading}
      descriptions={descriptions}
    />
  )
}

const RowContent = memo(function RowContent({
  eventId,
  marketTypeIds,
  event,
  market,
  marketLoading,
  descriptions,
}: {
  eventId: string
  marketTypeIds: string | undefined
  event: EventSummaryView['event']
  market: EventSummaryView['market']
  marketLoading: boolean
  descriptions: string
}) {
  const { t, format } = useI18n()
  if (!event)
    return (
      <Row data-testid={`event-${eventId}`} aria-busy="true">
        <Layout />
      </Row>
    )
  const live = isLive(event)
  // The event's other open markets, beside the one the row shows.
  const more = (event.liveOpenMarketCount ?? 0) - (market ? 1 : 0)
  const moreLink =
    more > 0 ? (
      <More className={moreText} href={eventHref(event)} data-testid="more-markets">
        {t('live.row.moreMarkets', { count: more })}
      </More>
    ) : null
  const labels = market
    ? rowLabels(market.marketTypeId, descriptions.split('\n'), event.description)
    : []
  return (
    <Row data-testid={`event-${eventId}`}>
      <Layout>
        <Details>
          <Played>
            {live ? (
              <LiveScore event={event} />
            ) : (
              <Start>{format.startTime(event.startTime)}</Start>
            )}
          </Played>
          <Named>
            <FavouriteStar eventId={eventId} eventName={event.description} />
            <LatePinButton eventId={eventId} eventName={event.description} />
            <Name href={eventHref(event)}>
              <MatchName description={event.description} />
            </Name>
            {live ? (
              <span className={moreSlot}>
                <span className={moreWidth} aria-hidden="true">
                  {t('live.row.moreMarkets', { count: widestCount })}
                </span>
                {moreLink}
              </span>
            ) : (
              moreLink
            )}
          </Named>
        </Details>
        <Prices role="group" aria-label={market?.description ?? t('live.row.matchResult')}>
          {market?.status === 'suspended' ? (
            <Suspended>{t('live.row.suspended')}</Suspended>
          ) : !market && marketLoading ? (
            <Suspended aria-busy="true">{t('shell.loading')}</Suspended>
          ) : !market && marketTypeIds !== undefined ? (
            <Suspended data-testid="market-not-offered">{t('live.row.notOffered')}</Suspended>
          ) : (
            market?.outcomeIds.map((outcomeId, index) => (
              <PriceButton
                key={outcomeId}
                eventId={eventId}
                outcomeId={outcomeId}
                label={labels[index] ?? ''}
                marketTypeIds={marketTypeIds}
              />
            ))
          )}
        </Prices>
      </Layout>
    </Row>
  )
})

const periodNames: Record<PeriodKind, MessageKey> = {
  half: 'live.row.period.half',
  period: 'live.row.period.period',
  quarter: 'live.row.period.quarter',
  set: 'live.row.period.set',
  map: 'live.row.period.map',
  innings: 'live.row.period.innings',
}

/**
 * The play so far in the sport's own terms: Q2 · 45-41, Set 2 · 1-0 · 4-3 · 30-15, 67' · 1-0;
 * cricket's innings in play as cricket reads it, Inn 2 · 145/6 (32.4). What a lazy page draws
 * beside each side's score (a tile's red cards) is its own: the list rows at start draw none.
 */
export function LiveScore({
  event,
  beside,
}: {
  event: Omit<SportEvent, 'marketIds'>
  beside?: (side: Side) => ReactNode
}) {
  const { t } = useI18n()
  const { period, minutes, score, inPeriod, game, batting } = rowScoreOf(event)
  const clock = [
    period ? t(periodNames[period.kind], { number: period.number }) : undefined,
    minutes === undefined ? undefined : `${minutes}'`,
  ].filter((part) => part !== undefined)
  const parts = [
    clock.length > 0 ? clock.join(' ') : t('live.row.live'),
    batting
      ? `${batting.runs}/${batting.wickets} (${batting.overs})`
      : `${score.home}-${score.away}`,
    ...(inPeriod ? [`${inPeriod.home}-${inPeriod.away}`] : []),
    ...(game ? [`${game.home}-${game.away}`] : []),
  ]
  const [played, scored, ...rest] = parts
  return (
    <Clock data-testid="row-score">
      {played} · {beside?.('home')}
      {scored}
      {beside?.('away')}
      {rest.map((part) => ` · ${part}`).join('')}
    </Clock>
  )
}

/**
 * A match's sides on lines of their own, as the big books list them: on one line a phone clipped
 * both ("Fluminense v Atletic…"). The separator stays in the text, unseen, so the link still reads
 * as the match's name. Anything else (an outright, a race) is its name on one line.
 */
function MatchName({ description }: { description: string }) {
  const [home, away] = teamsOf(description)
  if (!away) return <SideName>{description}</SideName>
  return (
    <>
      <SideName>{home}</SideName>
      <VisuallyHidden>
        {description.slice(home.length, description.length - away.length)}
      </VisuallyHidden>
      <SideName>{away}</SideName>
    </>
  )
}

/**
 * A row's height is its match's name's: a side too long for its line wraps onto a second, and the
 * row is the taller for it, for as long as the match is listed. What changes while the match plays
 * (its clock, its prices) changes inside boxes of a fixed size (Played, Prices), so it never moves
 * the rows around it. The row's own width, not the window's, chooses its layout (Layout).
 */
const Row = styled.li`
  container-type: inline-size;
  border-bottom: 1px solid ${colors.line};
  contain: layout paint style;
  /* A row below the fold is neither laid out nor painted until it scrolls into view. */
  content-visibility: auto;
  contain-intrinsic-size: auto 68px;
  @media (max-width: 599px) {
    contain-intrinsic-size: auto 104px;
  }
`

/**
 * The name above the prices in a row a phone's width, beside them in a wider one, half the row
 * each ("Borussia Dortmund" beside its "+N markets" on one line at 1366 px): a desktop's middle
 * column between the menu and the slip is a phone's width at 1024 px.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 44px;
  gap: 6px;
  align-content: center;
  min-height: 103px;
  padding: 0 16px;
  @container (min-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto;
    gap: 12px;
    align-items: center;
    min-height: 67px;
    padding: 7px 16px;
  }
`

const Named = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  min-width: 0;
`

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`

/** The clock and score, or the start: one line of a fixed height, however they change. */
const Played = styled.div`
  height: 16px;
  line-height: 16px;
  contain: size layout style;
`

const Clock = styled.span`
  color: ${colors.up};
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
`

/** A count of two figures: a live match's "+N markets" keeps the width of the widest it shows. */
const widestCount = 88

/**
 * As wide as the widest count, so that a count that grows a figure, or a live match's markets all
 * suspended at a goal (no count at all), never moves the name beside it onto another line.
 */
const moreSlot = css`
  display: grid;
  flex: none;
  & > * {
    grid-area: 1 / 1;
  }
`

/** The count's type, the link's and its unseen place's alike, so that the two are one width. */
const moreText = css`
  margin-left: 6px;
  font-size: 12px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

const moreWidth = cx(
  moreText,
  css`
    visibility: hidden;
  `,
)

const More = styled(Link)`
  flex: none;
  color: ${colors.muted};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

const Start = styled.span`
  color: ${colors.muted};
  font-size: 12px;
  white-space: nowrap;
`

const Name = styled(Link)`
  display: flex;
  flex-direction: column;
  min-width: 0;
  color: ${colors.text};
  text-decoration: none;
  font-weight: 700;
  line-height: 18px;
`

/** A side's name wraps before it is cut: past two lines, an ellipsis ends the second. */
const SideName = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`

const Prices = styled.div`
  display: flex;
  gap: 6px;
  min-width: 0;
  height: 44px;
  /* Sized from outside: a price's change is laid out inside it (no paint containment: focus
     rings show). */
  contain: size layout style;
`

const Suspended = styled.span`
  flex: 1;
  text-align: center;
  color: ${colors.muted};
  line-height: 44px;
`
