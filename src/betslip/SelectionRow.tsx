import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { memo } from 'react'
import type { PricedSelection } from '../../domain/engine/betslip.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useOddsFormat } from '../engine/use-odds-format.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { StakeField } from './StakeField.tsx'

export const SelectionRow = memo(function SelectionRow({
  selection,
  currency,
  locked,
  quickStakes,
  offerBanker = false,
  freeBetsAvailable = 0,
}: {
  selection: PricedSelection
  currency: string
  locked: boolean
  /** Displayed units: a tap adds that much to the stake. */
  quickStakes: readonly number[]
  /** The system bets are shown: a selection may be made a banker, in every line. */
  offerBanker?: boolean
  /** The logged-in bettor's free bets (promo cash), minor units: 0 offers none. */
  freeBetsAvailable?: number
}) {
  const engine = useEngine()
  const oddsFormat = useOddsFormat()
  const { t, format } = useI18n()
  const moved =
    selection.previousDecimal !== undefined && selection.decimal !== undefined
      ? selection.decimal > selection.previousDecimal
        ? 'up'
        : 'down'
      : undefined
  return (
    <Row data-testid={`slip-${selection.outcomeId}`} data-available={selection.available}>
      <Top>
        <div>
          <Outcome>{selection.outcomeDescription}</Outcome>
          <Meta>
            {selection.marketDescription} · {selection.eventDescription}
          </Meta>
        </div>
        {selection.boost ? (
          <Price data-boosted data-testid="selection-price">
            {format.odds(selection.boost.decimal, oddsFormat)}
          </Price>
        ) : (
          <Price data-movement={moved} data-testid="selection-price">
            {selection.decimal ? format.odds(selection.decimal, oddsFormat) : '—'}
          </Price>
        )}
        <Remove
          type="button"
          aria-label={t('betslip.selection.remove', { outcome: selection.outcomeDescription })}
          disabled={locked}
          onClick={() => void engine.betslip.remove(selection.outcomeId)}
        >
          ×
        </Remove>
      </Top>
      {selection.available ? null : <Unavailable>{t('betslip.selection.suspended')}</Unavailable>}
      {selection.priceChange ? (
        <PriceChange role="status" data-testid="price-change">
          {t('betslip.priceChanged.moved', {
            from: format.odds(selection.priceChange.from, oddsFormat),
            to: format.odds(selection.priceChange.to, oddsFormat),
          })}
        </PriceChange>
      ) : null}
      {selection.boost && selection.decimal ? (
        <Boost data-testid="selection-boost">
          {t('betslip.selection.boosted', {
            price: format.odds(selection.decimal, oddsFormat),
            amount: format.money(selection.boost.maxStake, currency),
          })}
        </Boost>
      ) : null}
      {selection.showEachWay && selection.placeTerms ? (
        <Choice
          on={Boolean(selection.eachWay)}
          locked={locked}
          onChange={(on) => void engine.betslip.setEachWay(selection.outcomeId, on)}
        >
          {t('betslip.selection.eachWay', {
            numerator: selection.placeTerms.numerator,
            denominator: selection.placeTerms.denominator,
            count: selection.placeTerms.places,
          })}
        </Choice>
      ) : null}
      {freeBetsAvailable > 0 || selection.freeBet ? (
        <Choice
          on={Boolean(selection.freeBet)}
          locked={locked}
          onChange={(on) => void engine.betslip.setFreeBet(selection.outcomeId, on ? 'max' : null)}
        >
          {t('betslip.selection.freeBet', { amount: format.money(freeBetsAvailable, currency) })}
        </Choice>
      ) : null}
      {offerBanker ? (
        <Choice
          on={Boolean(selection.banker)}
          locked={locked}
          onChange={(on) => void engine.betslip.setBanker(selection.outcomeId, on)}
        >
          {t('betslip.selection.banker')}
        </Choice>
      ) : null}
      <Bottom>
        <StakeLabel>
          {selection.toWin === undefined ? t('betslip.stake') : t('betslip.selection.toWin')}
          <StakeField
            label={t(
              selection.toWin === undefined
                ? 'betslip.selection.stakeOn'
                : 'betslip.selection.toWinOn',
              { outcome: selection.outcomeDescription },
            )}
            stakeText={selection.stakeText}
            currency={currency}
            disabled={locked}
            onStake={(text) => void engine.betslip.setStake(selection.outcomeId, text)}
          />
        </StakeLabel>
        <Returns>
          {selection.toWin === undefined ? null : (
            <>
              {t('betslip.selection.risk')}{' '}
              <strong data-testid="risk">{format.money(selection.unitStake, currency)}</strong> ·{' '}
            </>
          )}
          {t('betslip.returns')}{' '}
          <strong data-testid="returns">
            {format.money(selection.potentialReturns, currency)}
          </strong>
        </Returns>
      </Bottom>
      <Quick
        role="group"
        aria-label={t('betslip.selection.quickStakes', { outcome: selection.outcomeDescription })}
      >
        {quickStakes.map((value) => (
          <button
            key={value}
            type="button"
            disabled={locked}
            onClick={() => void engine.betslip.addStake(selection.outcomeId, value)}
          >
            +{format.number(value)}
          </button>
        ))}
        <button
          type="button"
          disabled={locked}
          onClick={() => void engine.betslip.setStake(selection.outcomeId, '')}
        >
          {t('betslip.selection.clearStake')}
        </button>
      </Quick>
    </Row>
  )
})

/** One of the selection's on-or-off choices: each-way, a free bet, a banker. */
function Choice({
  on,
  locked,
  onChange,
  children,
}: {
  on: boolean
  locked: boolean
  onChange: (on: boolean) => void
  children: ReactNode
}) {
  return (
    <ChoiceLabel>
      <input
        type="checkbox"
        checked={on}
        disabled={locked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </ChoiceLabel>
  )
}

const Quick = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 6px;
  margin-top: 8px;
  button {
    min-height: 30px;
    border-radius: 6px;
    border: 1px solid ${colors.line};
    background: ${colors.raised};
    color: ${colors.text};
    font: inherit;
    font-size: 13px;
    cursor: pointer;
  }
`

const ChoiceLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-top: 6px;
  color: ${colors.muted};
  font-size: 13px;
`

const Row = styled.li`
  padding: 12px;
  border-bottom: 1px solid ${colors.line};
  &[data-available='false'] {
    opacity: 0.7;
  }
`

const Top = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto;
  gap: 8px;
  align-items: start;
`

const Outcome = styled.div`
  font-weight: 700;
`

const PriceChange = styled.p`
  margin: 6px 0 0;
  color: ${colors.accent};
  font-size: 13px;
  font-weight: 600;
`

const Meta = styled.div`
  color: ${colors.muted};
  font-size: 12px;
`

const Price = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  &[data-movement='up'] {
    color: ${colors.up};
  }
  &[data-movement='down'] {
    color: ${colors.down};
  }
  &[data-boosted] {
    color: ${colors.accent};
  }
`

const Remove = styled.button`
  width: 28px;
  height: 28px;
  border: none;
  border-radius: 4px;
  background: transparent;
  color: ${colors.muted};
  font-size: 20px;
  cursor: pointer;
`

const Boost = styled.p`
  margin: 6px 0 0;
  color: ${colors.accent};
  font-size: 12px;
`

const Unavailable = styled.p`
  margin: 6px 0 0;
  color: ${colors.danger};
  font-size: 12px;
`

const Bottom = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin-top: 8px;
`

const StakeLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${colors.muted};
  font-size: 13px;
`

const Returns = styled.span`
  color: ${colors.muted};
  font-size: 13px;
  strong {
    color: ${colors.text};
  }
`
