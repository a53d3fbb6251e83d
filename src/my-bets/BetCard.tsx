// One bet in My bets: what it is, each leg with its event's score and the price taken against
// the price now, the stake and returns, and for an open bet its cash-out.

import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { Link } from 'wouter'
import { notOffered } from '../../domain/api/cash-out.ts'
import type { OpenBet, PlacedBet } from '../../domain/api/open-bets.ts'
import type { SettledBet } from '../../domain/api/settled-bets.ts'
import { useOddsFormat } from '../engine/use-odds-format.ts'
import { betTypeName } from '../i18n/bet-type-name.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { CashOutPanel } from './CashOutPanel.tsx'
import { useMyBetsModal } from './my-bets-modal.ts'
import { SlipDetails } from './SlipDetails.tsx'

const statusNames: Record<PlacedBet['status'], MessageKey> = {
  pending: 'myBets.status.pending',
  open: 'myBets.status.open',
  won: 'myBets.status.won',
  lost: 'myBets.status.lost',
  void: 'myBets.status.void',
  'cashed-out': 'myBets.status.cashedOut',
  rejected: 'myBets.status.rejected',
}

export function BetCard({
  bet,
  currency,
  accountId,
  pageHref,
}: {
  bet: OpenBet | SettledBet
  currency: string
  /** Given for an open bet: its cash-out. */
  accountId?: string
  /** The bet's own page, where the card is one of a list. */
  pageHref?: string
}) {
  const modal = useMyBetsModal()
  const oddsFormat = useOddsFormat()
  const { t, format } = useI18n()
  const title = betTypeName(t, { ...bet, legs: bet.legs.length })
  return (
    <Card data-testid={`bet-${bet.betId}`} data-status={bet.status}>
      <Head>
        <strong>{bet.eachWay ? t('myBets.betType.eachWay', { betType: title }) : title}</strong>
        <Status data-status={bet.status}>{t(statusNames[bet.status])}</Status>
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
              {format.odds(leg.decimal, oddsFormat)}
              {leg.currentDecimal !== undefined && leg.currentDecimal !== leg.decimal ? (
                <Muted>
                  {' '}
                  {t('myBets.card.priceNow', {
                    odds: format.odds(leg.currentDecimal, oddsFormat),
                  })}
                </Muted>
              ) : null}
            </Price>
          </li>
        ))}
      </Legs>
      <Figures>
        <span>
          {/* Cashed out in full, nothing rides on: the stake alone, no "€0.00 still riding". */}
          {bet.cashedOutStake > 0 && bet.stakeRunning > 0
            ? t('myBets.card.stakeStillRiding', {
                stake: format.money(bet.totalStake, currency),
                running: format.money(bet.stakeRunning, currency),
              })
            : t('myBets.card.stake', { stake: format.money(bet.totalStake, currency) })}
        </span>
        {'returns' in bet ? (
          <strong>
            {t('myBets.card.returned', { amount: format.money(bet.returns, currency) })}
          </strong>
        ) : (
          <strong>
            {t('myBets.card.returns', { amount: format.money(bet.potentialReturns, currency) })}
          </strong>
        )}
      </Figures>
      <Muted>
        {t('myBets.card.reference', {
          reference: bet.reference,
          placedAt: format.dateTime(bet.placedAt),
        })}
      </Muted>
      {pageHref ? (
        // The page opens in the place of My bets' dialog, not under it.
        <Link
          href={pageHref}
          className={ownPageLink}
          onClick={() => modal.send({ type: 'myBets.close' })}
        >
          {t('myBets.card.ownPage')}
        </Link>
      ) : null}
      {accountId ? (
        <SlipDetails accountId={accountId} betSlipId={bet.betSlipId} currency={currency} />
      ) : null}
      {accountId && bet.status === 'open' ? (
        <CashOutPanel
          accountId={accountId}
          betId={bet.betId}
          currency={currency}
          offer={('cashout' in bet ? bet.cashout : undefined) ?? notOffered(bet.betId)}
          legPrices={bet.legs.map((leg) => leg.currentDecimal).join()}
        />
      ) : null}
    </Card>
  )
}

// A link is styled by class, not styled(Link): see src/header/Header.tsx.
const ownPageLink = css`
  justify-self: start;
  color: ${colors.accent};
  font-size: 13px;
  font-weight: 700;
`

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
