// A bet's slip in full, read when the bettor asks: every bet placed with it, what each returned,
// and each cash-out taken (GET .../betslips/{id}/details).

import { styled } from '@linaria/react'
import { useState } from 'react'
import type { PlacedBet } from '../../domain/api/open-bets.ts'
import type { BetslipDetailsResponse } from '../../domain/api/settled-bets.ts'
import { useEngine } from '../engine/use-engine.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'

const statusNames: Record<PlacedBet['status'], MessageKey> = {
  pending: 'myBets.slip.status.pending',
  open: 'myBets.slip.status.open',
  won: 'myBets.slip.status.won',
  lost: 'myBets.slip.status.lost',
  void: 'myBets.slip.status.void',
  'cashed-out': 'myBets.slip.status.cashedOut',
  rejected: 'myBets.slip.status.rejected',
}

export function SlipDetails({
  accountId,
  betSlipId,
  currency,
}: {
  accountId: string
  betSlipId: string
  currency: string
}) {
  const engine = useEngine()
  const { t, format } = useI18n()
  const [details, setDetails] = useState<BetslipDetailsResponse | 'loading' | 'failed'>()

  async function load() {
    if (details !== undefined && details !== 'failed') return
    setDetails('loading')
    const result = await engine.betHistory.betslipDetails(accountId, betSlipId)
    setDetails(result.ok ? result.data : 'failed')
  }

  return (
    <Details onToggle={(event) => event.currentTarget.open && void load()}>
      <summary>{t('myBets.slip.title')}</summary>
      {details === 'loading' || details === undefined ? (
        <Muted>{t('myBets.slip.loading')}</Muted>
      ) : details === 'failed' ? (
        <Muted role="alert">{t('myBets.slip.failed')}</Muted>
      ) : (
        <dl data-testid="slip-details">
          <dt>{t('myBets.slip.slip')}</dt>
          <dd>
            {t('myBets.slip.summary', {
              reference: details.reference,
              placedAt: format.dateTime(details.placedAt),
              cost: format.money(details.totalCost, currency),
            })}
          </dd>
          <dt>{t('myBets.slip.bets')}</dt>
          <dd>
            {details.bets.length} ·{' '}
            {details.bets
              .map((bet) => {
                const status = t(statusNames[bet.status])
                return bet.returns === undefined
                  ? status
                  : t('myBets.slip.betReturned', {
                      status,
                      amount: format.money(bet.returns, currency),
                    })
              })
              .join('; ')}
          </dd>
          {details.cashOuts.length > 0 ? (
            <>
              <dt>{t('myBets.slip.cashOuts')}</dt>
              {details.cashOuts.map((cashOut) => (
                <dd key={`${cashOut.betId}-${cashOut.at}`}>
                  {t('myBets.slip.cashOut', {
                    amount: format.money(cashOut.amount, currency),
                    stake: format.money(cashOut.stakePart, currency),
                    at: format.dateTime(cashOut.at),
                  })}
                </dd>
              ))}
            </>
          ) : null}
        </dl>
      )}
    </Details>
  )
}

const Details = styled.details`
  color: ${colors.muted};
  font-size: 13px;
  summary {
    cursor: pointer;
    color: ${colors.text};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 8px 0 0;
  }
  dd {
    margin: 0;
    grid-column: 2;
  }
`

const Muted = styled.p`
  margin: 8px 0 0;
`
