// One bet in My bets: what it is, each leg with its event's score and the price taken against
// the price now, the stake and returns, and for an open bet its cash-out.

import { styled } from '@linaria/react'
import type { OpenBet, PlacedBet } from '../../domain/api/open-bets.ts'
import type { SettledBet } from '../../domain/api/settled-bets.ts'
import { multipleName } from '../../domain/bets/multiple.ts'
import { systemBetType } from '../../domain/bets/system-table.ts'
import { useOddsFormat } from '../engine/use-odds-format.ts'
import { money, odds } from '../ui/format.ts'
import { colors } from '../ui/theme.ts'
import { CashOutPanel } from './CashOutPanel.tsx'
import { SlipDetails } from './SlipDetails.tsx'

const statusNames: Record<PlacedBet['status'], string> = {
  pending: 'Waiting for approval',
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  'cashed-out': 'Cashed out',
  rejected: 'Rejected',
}

export function BetCard({
  bet,
  currency,
  accountId,
}: {
  bet: OpenBet | SettledBet
  currency: string
  /** Given for an open bet: its cash-out. */
  accountId?: string
}) {
  const oddsFormat = useOddsFormat()
  const title =
    bet.kind === 'single'
      ? 'Single'
      : bet.kind === 'multiple'
        ? multipleName(bet.legs.length)
        : (systemBetType(bet.betTypeId ?? 0)?.name ?? 'System bet')
  return (
    <Card data-testid={`bet-${bet.betId}`} data-status={bet.status}>
      <Head>
        <strong>
          {title}
          {bet.eachWay ? ' each way' : ''}
        </strong>
        <Status data-status={bet.status}>{statusNames[bet.status]}</Status>
      </Head>
      <Legs>
        {bet.legs.map((leg) => (
          <li key={leg.legIndex} data-state={leg.state}>
            <div>
              <strong>{leg.outcomeDescription}</strong>
              <Muted>
                {leg.marketDescription} · {leg.event.description}
                {leg.event.scores ? ` · ${leg.event.scores.home}-${leg.event.scores.away}` : ''}
                {leg.event.clock?.minutes !== undefined ? ` · ${leg.event.clock.minutes}'` : ''}
              </Muted>
            </div>
            <Price>
              {odds(leg.decimal, oddsFormat)}
              {leg.currentDecimal !== undefined && leg.currentDecimal !== leg.decimal ? (
                <Muted> now {odds(leg.currentDecimal, oddsFormat)}</Muted>
              ) : null}
            </Price>
          </li>
        ))}
      </Legs>
      <Figures>
        <span>
          Stake {money(bet.totalStake, currency)}
          {bet.cashedOutStake > 0 ? ` (${money(bet.stakeRunning, currency)} still riding)` : ''}
        </span>
        {'returns' in bet ? (
          <strong>Returned {money(bet.returns, currency)}</strong>
        ) : (
          <strong>Returns {money(bet.potentialReturns, currency)}</strong>
        )}
      </Figures>
      <Muted>
        Reference {bet.reference} · {new Date(bet.placedAt).toLocaleString()}
      </Muted>
      {accountId ? (
        <SlipDetails accountId={accountId} betSlipId={bet.betSlipId} currency={currency} />
      ) : null}
      {accountId && bet.status === 'open' ? (
        <CashOutPanel accountId={accountId} betId={bet.betId} currency={currency} />
      ) : null}
    </Card>
  )
}

const Card = styled.li`
  display: grid;
  gap: 8px;
  padding: 12px;
  border-radius: 8px;
  border: 1px solid ${colors.line};
  background: ${colors.surface};
`

const Head = styled.div`
  display: flex;
  justify-content: space-between;
`

const Status = styled.span`
  color: ${colors.muted};
  &[data-status='won'] {
    color: ${colors.up};
  }
  &[data-status='lost'] {
    color: ${colors.down};
  }
`

const Legs = styled.ul`
  display: grid;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
`

const Muted = styled.span`
  display: block;
  color: ${colors.muted};
  font-size: 12px;
`

const Price = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
`

const Figures = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 14px;
`
