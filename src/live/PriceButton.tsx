// One outcome's price. It re-renders only when its own outcome record changes, once per change.
// A moved price shows which way it went (green ▲, red ▼) until it moves again: derived from the
// record's previous price, so no state and no timer. It is not animated: measured at 200 live
// events, a fading flash on every moved price cost the main thread three times what the prices
// themselves did (docs/engine.md, Measuring).

import { styled } from '@linaria/react'
import { useRef } from 'react'
import { type PriceTrend, priceTrend } from '../../domain/odds/trend.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useOddsFormat } from '../engine/use-odds-format.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { colors } from '../ui/theme.ts'

const trendTitles: Record<PriceTrend, MessageKey> = {
  shortening: 'live.price.trend.shortening',
  drifting: 'live.price.trend.drifting',
}

const trendLabels: Record<PriceTrend, MessageKey> = {
  shortening: 'live.price.trendLabel.shortening',
  drifting: 'live.price.trendLabel.drifting',
}

export function PriceButton({
  eventId,
  outcomeId,
  label,
  source = 'event-summary',
  marketTypeIds,
  tileMarketIds = '',
}: {
  eventId: string
  outcomeId: string
  label: string
  /** The view that holds the outcome: a list row's summary, the event page, or a pinned tile. */
  source?: 'event-summary' | 'event-page' | 'pinned-event'
  /** The market type ids of the list row's summary, when the list shows another market. */
  marketTypeIds?: string | undefined
  /** The markets of a pinned tile's view, as its params name them. */
  tileMarketIds?: string
}) {
  const engine = useEngine()
  const outcome = useView(
    source === 'event-summary'
      ? { name: source, params: { eventId, marketTypeIds } }
      : source === 'pinned-event'
        ? { name: source, params: { eventId, marketIds: tileMarketIds } }
        : { name: source, params: { eventId } },
    (view) => view?.outcomes[outcomeId],
  )
  const oddsFormat = useOddsFormat()
  const { t, format } = useI18n()
  const stale = useView('freshness', (freshness) => freshness?.stale ?? false)
  const selected = useView('betslip', (slip) =>
    Boolean(slip?.selections.some((selection) => selection.outcomeId === outcomeId)),
  )
  const decimal = outcome?.consolidatedPrice.currentPrice.decimal
  // The price this button first showed: it flashes only for prices that moved while on screen.
  const shownFirst = useRef(decimal)
  if (!outcome || decimal === undefined) return null
  const previous = outcome.consolidatedPrice.penultimatePrice?.decimal
  const movement =
    decimal === shownFirst.current || previous === undefined || previous === decimal
      ? undefined
      : decimal > previous
        ? 'up'
        : 'down'
  const suspended = outcome.status !== 'open' || outcome.hidden
  const trend = priceTrend(outcome.consolidatedPrice)
  const shown = suspended ? '—' : format.odds(decimal, oddsFormat)
  return (
    <Price
      type="button"
      data-testid={`price-${outcomeId}`}
      data-movement={movement}
      data-stale={stale || undefined}
      aria-pressed={selected}
      // A stale price may be long gone: it can be taken off the slip, not put on it.
      disabled={suspended || (stale && !selected)}
      title={stale ? t('live.price.stale') : undefined}
      onClick={() =>
        void (selected ? engine.betslip.remove(outcomeId) : engine.betslip.add(outcomeId))
      }
    >
      <Label>
        <LabelText>{label}</LabelText>
        {trend && !suspended ? (
          <Trend
            data-trend={trend}
            title={t(trendTitles[trend])}
            aria-label={t(trendLabels[trend])}
          />
        ) : null}
      </Label>
      <Odds
        // On the event page a moved price flashes: remounted, its animation plays once. A page
        // has a few dozen prices; a list of hundreds keeps the arrow only (see the header).
        key={source === 'event-page' ? decimal : undefined}
        data-flash={source === 'event-page' && movement !== undefined ? movement : undefined}
        data-testid="odds"
        data-movement={suspended ? undefined : movement}
        data-long={shown.length > longPrice || undefined}
      >
        {shown}
      </Odds>
    </Price>
  )
}

/** Prices longer than this ("151.00", "+15000") shrink in a narrow button (see Odds). */
const longPrice = 5

const Price = styled(Button)`
  /* Its own width, not its content's, sizes what it holds: a long price shrinks to fit it. */
  container-type: inline-size;
  position: relative;
  flex: 1;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  min-width: 0;
  height: 44px;
  padding: 0 14px 0 10px;
  font-weight: 400;
  contain: layout paint style;
  /* A third of a 360-px phone's row holds "1", its trend mark and "+15000" on one line. */
  @media (max-width: 599px) {
    gap: 4px;
    padding: 0 6px 0 8px;
  }
  &[aria-pressed='true'] {
    background: ${colors.accent};
    color: ${colors.accentText};
  }
  &[data-stale] {
    opacity: 0.55;
  }
`

/**
 * The label and its trend mark, side by side: the mark is never put on a line of its own (inside
 * the clamped text it was, under "2", when a wide price left the label too little room). The
 * label keeps at least a letter's width beside the price.
 */
const Label = styled.span`
  display: flex;
  align-items: center;
  /* Centred when a phone stacks the label above its price (stacked-prices.ts). */
  justify-content: center;
  gap: 2px;
  color: inherit;
  opacity: 0.75;
  font-size: 13px;
`

/** A name wraps to a second line before it is cut: "Wolverhampton Wanderers", not "Wolverh…". */
const LabelText = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  min-width: min-content;
  overflow: hidden;
  overflow-wrap: anywhere;
  line-height: 1.15;
`

/** Two moves the same way (domain/odds/trend.ts): a small mark beside the label. */
const Trend = styled.span`
  flex: none;
  font-size: 9px;
  &[data-trend='shortening']::after {
    content: '⇣';
    color: ${colors.down};
  }
  &[data-trend='drifting']::after {
    content: '⇡';
    color: ${colors.up};
  }
`

/**
 * Room for the arrow is always kept, so a price that moves never moves its neighbours; a long
 * label (a handicap's line) gives way to the price, never the other way.
 */
const Odds = styled.span`
  flex: none;
  white-space: nowrap;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  /* Three six-figure prices ("+15000", "-10000") share a 360-px phone's row in 12-px figures. */
  &[data-long] {
    font-size: min(1em, 14cqi);
  }
  &::after {
    display: inline-block;
    width: 1em;
    font-size: 10px;
    text-align: right;
    content: '';
  }
  &[data-movement='up'] {
    color: ${colors.up};
  }
  &[data-movement='up']::after {
    content: '▲';
  }
  &[data-movement='down'] {
    color: ${colors.down};
  }
  /* On a picked price's accent background the move is told by the arrow alone. */
  [aria-pressed='true'] > &[data-movement] {
    color: inherit;
  }
  &[data-movement='down']::after {
    content: '▼';
  }
  /* A ring, not a tinted background: red on red-tinted would fail contrast while it fades. */
  &[data-flash] {
    border-radius: 3px;
    animation: flash 0.8s ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-flash] {
      animation: none;
    }
  }
  @keyframes flash {
    from {
      box-shadow: inset 0 0 0 2px currentColor;
    }
  }
`
