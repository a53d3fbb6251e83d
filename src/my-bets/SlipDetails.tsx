// A bet's slip in full, read when the bettor asks: every bet placed with it, what each returned,
// and each cash-out taken (GET .../betslips/{id}/details).

import { styled } from '@linaria/react'
import { useState } from 'react'
import type { BetslipDetailsResponse } from '../../domain/api/settled-bets.ts'
import { useEngine } from '../engine/use-engine.ts'
import { money } from '../ui/format.ts'
import { colors } from '../ui/theme.ts'

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
  const [details, setDetails] = useState<BetslipDetailsResponse | 'loading' | 'failed'>()

  async function load() {
    if (details !== undefined && details !== 'failed') return
    setDetails('loading')
    const result = await engine.myBets.betslipDetails(accountId, betSlipId)
    setDetails(result.ok ? result.data : 'failed')
  }

  return (
    <Details onToggle={(event) => event.currentTarget.open && void load()}>
      <summary>Slip details</summary>
      {details === 'loading' || details === undefined ? (
        <Muted>Loading…</Muted>
      ) : details === 'failed' ? (
        <Muted role="alert">The slip could not be loaded; close and open to try again.</Muted>
      ) : (
        <dl data-testid="slip-details">
          <dt>Slip</dt>
          <dd>
            {details.reference} · {new Date(details.placedAt).toLocaleString()} · cost{' '}
            {money(details.totalCost, currency)}
          </dd>
          <dt>Bets</dt>
          <dd>
            {details.bets.length} ·{' '}
            {details.bets
              .map((bet) =>
                bet.returns === undefined
                  ? `${bet.status}`
                  : `${bet.status}, returned ${money(bet.returns, currency)}`,
              )
              .join('; ')}
          </dd>
          {details.cashOuts.length > 0 ? (
            <>
              <dt>Cashed out</dt>
              {details.cashOuts.map((cashOut) => (
                <dd key={`${cashOut.betId}-${cashOut.at}`}>
                  {money(cashOut.amount, currency)} for {money(cashOut.stakePart, currency)} of
                  stake, {new Date(cashOut.at).toLocaleString()}
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
