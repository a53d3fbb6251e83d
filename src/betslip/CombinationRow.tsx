// One combination bet on the slip: the multiple or a system bet, how many lines it has, its
// stake per line, what it costs and what it returns if everything wins.

import { styled } from '@linaria/react'
import type { CombinationBet } from '../../domain/engine/betslip.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useOddsFormat } from '../engine/use-odds-format.ts'
import { money, odds } from '../ui/format.ts'
import { colors } from '../ui/theme.ts'
import { StakeField } from './StakeField.tsx'

export function CombinationRow({
  bet,
  currency,
  locked,
}: {
  bet: CombinationBet
  currency: string
  locked: boolean
}) {
  const engine = useEngine()
  const oddsFormat = useOddsFormat()
  return (
    <Row data-testid={`combination-${bet.betTypeId}`}>
      <Top>
        <strong>{bet.name}</strong>
        <Lines>
          {bet.noOfBets} {bet.noOfBets === 1 ? 'bet' : 'bets'}
          {bet.decimal ? ` · ${odds(bet.decimal, oddsFormat)}` : ''}
        </Lines>
      </Top>
      <Bottom>
        <span>
          {bet.noOfBets === 1 ? 'Stake' : 'Stake per bet'}{' '}
          <StakeField
            label={`Stake on ${bet.name}`}
            stakeText={bet.stakeText}
            disabled={locked}
            onStake={(text) => void engine.betslip.setCombinationStake(bet.betTypeId, text)}
          />
        </span>
        <span>
          {bet.noOfBets > 1 ? `Total ${money(bet.totalStake, currency)} · ` : ''}
          Returns <strong>{money(bet.potentialReturns, currency)}</strong>
        </span>
      </Bottom>
      {bet.extraParlayWinnings ? (
        <Bonus data-testid="extra-winnings">
          Acca bonus included: +{money(bet.extraParlayWinnings, currency)}
        </Bonus>
      ) : null}
      {bet.unitStake > 0 && (bet.unitStake < bet.minStake || bet.unitStake > bet.maxStake) ? (
        <Limit role="alert">
          {bet.unitStake < bet.minStake
            ? `The least you can stake on a ${bet.name} is ${money(bet.minStake, currency)}`
            : `The most you can stake on a ${bet.name} is ${money(bet.maxStake, currency)}`}
        </Limit>
      ) : null}
    </Row>
  )
}

const Row = styled.li`
  display: grid;
  gap: 8px;
  padding: 12px;
  border-bottom: 1px solid ${colors.line};
`

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`

const Limit = styled.span`
  color: ${colors.danger};
  font-size: 13px;
`

const Bonus = styled.span`
  color: ${colors.up};
  font-size: 13px;
  font-weight: 600;
`

const Lines = styled.span`
  color: ${colors.muted};
  font-size: 13px;
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  color: ${colors.muted};
  font-size: 13px;
  strong {
    color: ${colors.text};
  }
`
