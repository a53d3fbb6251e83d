// One outcome's price. It re-renders only when its own outcome record changes, and flashes up
// or down when the price moves.

import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import type { LiveEventsView } from '../../domain/engine/views.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { Button } from '../ui/Button.tsx'
import { odds } from '../ui/format.ts'
import { colors } from '../ui/theme.ts'

const flashMs = 1200

export function PriceButton({ outcomeId, label }: { outcomeId: string; label: string }) {
  const engine = useEngine()
  const outcome = useView<LiveEventsView, LiveEventsView['outcomes'][string] | undefined>(
    'live-events',
    (view) => view?.outcomes[outcomeId],
  )
  const selected = useView<{ selections: { outcomeId: string }[] }, boolean>('betslip', (slip) =>
    Boolean(slip?.selections.some((selection) => selection.outcomeId === outcomeId)),
  )
  const decimal = outcome?.consolidatedPrice.currentPrice.decimal
  const movement = usePriceMovement(decimal)
  if (!outcome || decimal === undefined) return null
  const suspended = outcome.status !== 'open' || outcome.hidden
  return (
    <Price
      type="button"
      data-testid={`price-${outcomeId}`}
      data-movement={movement ?? undefined}
      aria-pressed={selected}
      disabled={suspended}
      onClick={() =>
        void (selected ? engine.removeSelection(outcomeId) : engine.addSelection(outcomeId))
      }
    >
      <Label>{label}</Label>
      <Odds data-testid="odds">{suspended ? '—' : odds(decimal)}</Odds>
    </Price>
  )
}

function usePriceMovement(decimal: number | undefined): 'up' | 'down' | null {
  const previous = useRef(decimal)
  const [movement, setMovement] = useState<'up' | 'down' | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = decimal
    if (before === undefined || decimal === undefined || before === decimal) return
    setMovement(decimal > before ? 'up' : 'down')
    const timer = setTimeout(() => setMovement(null), flashMs)
    return () => clearTimeout(timer)
  }, [decimal])
  return movement
}

const Price = styled(Button)`
  flex: 1;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  min-width: 0;
  min-height: 44px;
  padding: 0 10px;
  font-weight: 400;
  transition: background-color 0.2s;
  &[aria-pressed='true'] {
    background: ${colors.accent};
    color: ${colors.accentText};
  }
  &[data-movement='up'] {
    box-shadow: inset 0 0 0 2px ${colors.up};
  }
  &[data-movement='up'] > span:last-child::after {
    content: ' ▲';
    color: ${colors.up};
  }
  &[data-movement='down'] {
    box-shadow: inset 0 0 0 2px ${colors.down};
  }
  &[data-movement='down'] > span:last-child::after {
    content: ' ▼';
    color: ${colors.down};
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
