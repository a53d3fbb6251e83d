// One outcome's price. It re-renders only when its own outcome record changes, once per change:
// the flash is a CSS animation on an element keyed by the price, so a new price restarts it with
// no state and no timer, and it animates opacity only, which the compositor does alone.

import { styled } from '@linaria/react'
import { useRef } from 'react'
import { useEngine, useView } from '../engine/use-engine.ts'
import { Button } from '../ui/Button.tsx'
import { odds } from '../ui/format.ts'
import { colors } from '../ui/theme.ts'

export function PriceButton({
  eventId,
  outcomeId,
  label,
}: {
  eventId: string
  outcomeId: string
  label: string
}) {
  const engine = useEngine()
  const outcome = useView(
    { name: 'event-summary', params: { eventId } },
    (view) => view?.outcomes[outcomeId],
  )
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
  return (
    <Price
      type="button"
      data-testid={`price-${outcomeId}`}
      data-movement={movement}
      aria-pressed={selected}
      disabled={suspended}
      onClick={() =>
        void (selected ? engine.betslip.remove(outcomeId) : engine.betslip.add(outcomeId))
      }
    >
      <Label>{label}</Label>
      <Odds data-testid="odds">{suspended ? '—' : odds(decimal)}</Odds>
      {movement && !suspended ? <Flash key={decimal} data-movement={movement} /> : null}
    </Price>
  )
}

const Price = styled(Button)`
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
  &[aria-pressed='true'] {
    background: ${colors.accent};
    color: ${colors.accentText};
  }
`

const Label = styled.span`
  color: inherit;
  opacity: 0.75;
  font-size: 13px;
`

const Odds = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`

/** A ring and an arrow that fade out: the price went up (green, ▲) or down (red, ▼). */
const Flash = styled.span`
  position: absolute;
  inset: 0;
  border-radius: inherit;
  pointer-events: none;
  opacity: 0;
  animation: price-moved 1.2s ease-out;
  will-change: opacity;
  &::after {
    position: absolute;
    top: 2px;
    right: 3px;
    font-size: 9px;
    line-height: 1;
  }
  &[data-movement='up'] {
    box-shadow: inset 0 0 0 2px ${colors.up};
  }
  &[data-movement='up']::after {
    content: '▲';
    color: ${colors.up};
  }
  &[data-movement='down'] {
    box-shadow: inset 0 0 0 2px ${colors.down};
  }
  &[data-movement='down']::after {
    content: '▼';
    color: ${colors.down};
  }
  @keyframes price-moved {
    from {
      opacity: 1;
    }
    to {
      opacity: 0;
    }
  }
`
