// One pinned match: its score, clock and period as the live list reads them, with its red cards,
// the tracker's last moments, and the markets chosen for it (else its main market) with prices
// that move, suspend and reopen as they happen; a tap puts a price on the slip. Its views are
// subscribed only while the tile is on screen, and released when it scrolls off or is unpinned.

import { styled } from '@linaria/react'
import { memo, useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { eventHref } from '../../domain/events/links.ts'
import { isLive } from '../../domain/events/live.ts'
import { rowLabels } from '../../domain/events/row-labels.ts'
import type { Pin } from '../../domain/rules/pins.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { LiveScore } from '../live/EventRow.tsx'
import { PriceButton } from '../live/PriceButton.tsx'
import { RedCards } from '../live/RedCards.tsx'
import { colors } from '../ui/theme.ts'
import { LastMoments } from './LastMoments.tsx'
import { TileMarketsPicker } from './TileMarketsPicker.tsx'
import { tileId } from './tile-href.ts'

export function Tile({ pin }: { pin: Pin }) {
  const ref = useRef<HTMLLIElement>(null)
  const onScreen = useOnScreen(ref)
  return (
    <Frame ref={ref} id={tileId(pin.eventId)} data-testid={`tile-${pin.eventId}`}>
      {onScreen ? <TileContent pin={pin} /> : null}
    </Frame>
  )
}

/** Whether the element is on screen or about to be (a tile's height away). */
function useOnScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      ([entry]) => setOnScreen(entry?.isIntersecting ?? false),
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return onScreen
}

function TileContent({ pin }: { pin: Pin }) {
  const { t, format } = useI18n()
  const engine = useEngine()
  const tile = {
    name: 'pinned-event',
    params: { eventId: pin.eventId, marketIds: pin.marketIds.join(',') },
  } as const
  const event = useView(tile, (view) => view?.event)
  const missing = useView(tile, (view) => view?.missing ?? false)
  const shown = useView(tile, (view) => view?.marketIds.join(','))
  const [picking, setPicking] = useState(false)
  const unpin = (
    <Unpin
      type="button"
      aria-label={t('pins.unpin', { event: event?.description ?? '' })}
      onClick={() => void engine.pins.unpin(pin.eventId)}
      data-testid={`unpin-${pin.eventId}`}
    >
      ×
    </Unpin>
  )
  if (!event)
    return (
      <>
        <Quiet aria-busy={missing}>{t(missing ? 'pins.loading' : 'pins.gone')}</Quiet>
        {unpin}
      </>
    )
  return (
    <>
      <Head>
        <Match>
          <Name href={eventHref(event)}>{event.description}</Name>
          {isLive(event) ? (
            <LiveScore event={event} beside={(side) => <RedCards event={event} side={side} />} />
          ) : (
            <Start>{format.startTime(event.startTime)}</Start>
          )}
          <Choose
            type="button"
            aria-expanded={picking}
            onClick={() => setPicking(true)}
            data-testid={`choose-markets-${pin.eventId}`}
          >
            {t('pins.markets')}
          </Choose>
        </Match>
        {unpin}
      </Head>
      {event.tracker ? (
        <LastMoments
          sportCode={event.sportCode}
          eventName={event.description}
          moments={event.tracker.moments}
        />
      ) : null}
      {shown
        ?.split(',')
        .filter(Boolean)
        .map((marketId) => (
          <TileMarket
            key={marketId}
            eventId={event.id}
            eventName={event.description}
            marketId={marketId}
            tileMarketIds={tile.params.marketIds}
          />
        ))}
      {picking ? (
        <TileMarketsPicker event={event} pin={pin} onClose={() => setPicking(false)} />
      ) : null}
    </>
  )
}

/**
 * Drawn again only when its market or its outcomes' names change: the score moving re-renders the
 * tile's head, not its prices (each price follows its own outcome).
 */
const TileMarket = memo(function TileMarket({
  eventId,
  eventName,
  marketId,
  tileMarketIds,
}: {
  eventId: string
  eventName: string
  marketId: string
  tileMarketIds: string
}) {
  const { t } = useI18n()
  const tile = {
    name: 'pinned-event',
    params: { eventId, marketIds: tileMarketIds },
  } as const
  const market = useView(tile, (view) => view?.markets[marketId])
  const descriptions = useView(
    tile,
    (view) =>
      view?.markets[marketId]?.outcomeIds
        .map((id) => view.outcomes[id]?.description ?? '')
        .join('\n') ?? '',
  )
  if (!market) return null
  const labels = rowLabels(market.marketTypeId, descriptions.split('\n'), eventName)
  const suspended = market.status !== 'open'
  return (
    <Market
      aria-label={market.description}
      data-testid={`tile-market-${marketId}`}
      data-status={market.status}
    >
      <MarketName>
        {market.description}
        {suspended ? (
          <Suspended data-testid="tile-suspended">{t('pins.suspended')}</Suspended>
        ) : null}
      </MarketName>
      <Prices disabled={suspended}>
        {market.outcomeIds.map((outcomeId, index) => (
          <PriceButton
            key={outcomeId}
            eventId={eventId}
            outcomeId={outcomeId}
            label={labels[index] ?? ''}
            source="pinned-event"
            tileMarketIds={tileMarketIds}
          />
        ))}
      </Prices>
    </Market>
  )
})

const Frame = styled.li`
  display: grid;
  gap: 6px;
  align-content: start;
  /* A tile off screen keeps its place: about its height when shown. */
  min-height: 180px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  /* A phone shows four at once: one line of play, one moment, the prices. */
  @media (max-width: 599px) {
    min-height: 130px;
    padding: 6px 10px;
    gap: 4px;
    [data-testid='tile-moments'] li + li {
      display: none;
    }
  }
`

/**
 * The unpin × keeps the head's top-right corner, the match beside it: as one more item of the
 * wrapping line it fell alone to a line of its own whenever the name filled the head.
 */
const Head = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: 8px;
`

// The match's name is read whole: where it leaves the score and buttons no room, they go to
// the line under it (a phone's tile cut "Bayern Munich v Borussia Dortmund" to "Bayern Mu…").
const Match = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  min-width: 0;
`

const Name = styled(Link)`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${colors.text};
  font-weight: 700;
  text-decoration: none;
`

/** Centred on the name's first line, its edge at the tile's padding. */
const Unpin = styled.button`
  width: 32px;
  height: 32px;
  margin: -6px -8px -6px 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${colors.muted};
  font-size: 20px;
  cursor: pointer;
`

const Start = styled.span`
  flex: none;
  color: ${colors.muted};
  font-size: 12px;
`

const Quiet = styled.p`
  margin: 0;
  color: ${colors.muted};
`

const Market = styled.section`
  display: grid;
  gap: 4px;
  &[data-status='suspended'] button {
    opacity: 0.45;
  }
`

const MarketName = styled.span`
  display: flex;
  gap: 8px;
  color: ${colors.muted};
  font-size: 12px;
`

const Suspended = styled.strong`
  color: ${colors.danger};
`

/** A disabled fieldset disables every price in it: a suspended market takes no bets. */
const Prices = styled.fieldset`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  /* Three prices share a desktop tile's 300 px: the list's wider padding left "1" no room for
     its trend mark, which fell to a second line under it. */
  > button {
    min-width: 72px;
  }
  > button[data-testid] {
    padding: 0 8px;
  }
`

const Choose = styled.button`
  flex: none;
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${colors.accent};
  font-size: 13px;
  cursor: pointer;
`
