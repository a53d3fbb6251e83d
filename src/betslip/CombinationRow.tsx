// One combination bet on the slip: the multiple or a system bet, how many lines it has, its
// stake per line, what it costs and what it returns if everything wins.

import { styled } from '@linaria/react'
import { memo } from 'react'
import type { CombinationBet } from '../../domain/engine/betslip.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useOddsFormat } from '../engine/use-odds-format.ts'
import { combinationName } from '../i18n/bet-type-name.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { StakeField } from './StakeField.tsx'

export const CombinationRow = memo(function CombinationRow({
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
  const { t, format } = useI18n()
  const name = combinationName(t, bet)
  return (
    <Row data-testid={`combination-${bet.betTypeId}`}>
      <Top>
        <strong>{name}</strong>
        <Lines>
          {t('betslip.combination.bets', { count: bet.noOfBets })}
          {bet.decimal ? ` · ${format.odds(bet.decimal, oddsFormat)}` : ''}
        </Lines>
      </Top>
      <Bottom>
        <span>
          {bet.noOfBets === 1 ? t('betslip.stake') : t('betslip.combination.stakePerBet')}{' '}
          <StakeField
            label={t('betslip.combination.stakeOn', { bet: name })}
            stakeText={bet.stakeText}
            currency={currency}
            disabled={locked}
            onStake={(text) => void engine.betslip.setCombinationStake(bet.betTypeId, text)}
          />
        </span>
        <span>
          {bet.noOfBets > 1
            ? `${t('betslip.combination.total', { amount: format.money(bet.totalStake, currency) })} · `
            : ''}
          {t('betslip.returns')} <strong>{format.money(bet.potentialReturns, currency)}</strong>
        </span>
      </Bottom>
      {bet.extraParlayWinnings ? (
        <Bonus data-testid="extra-winnings">
          {t('betslip.combination.accaBonus', {
            amount: format.money(bet.extraParlayWinnings, currency),
          })}
        </Bonus>
      ) : null}
      {bet.unitStake > 0 && (bet.unitStake < bet.minStake || bet.unitStake > bet.maxStake) ? (
        <Limit role="alert">
          {bet.unitStake < bet.minStake
            ? t('betslip.combination.minStake', {
                bet: name,
                amount: format.money(bet.minStake, currency),
              })
            : t('betslip.combination.maxStake', {
                bet: name,
                amount: format.money(bet.maxStake, currency),
              })}
        </Limit>
      ) : null}
    </Row>
  )
})

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
  font-weight: 700;
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
