// Cashing out one bet with the cash-out statechart: the offer, all of it or a part, a moved
// offer to accept, a suspension, and the answer. The statechart lives as long as the bet's card.

import { styled } from '@linaria/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { fromPromise } from 'xstate'
import { enterStake } from '../../domain/money/stake-text.ts'
import { cashOutMachine } from '../../machines/cash-out.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { Button } from '../ui/Button.tsx'
import { money } from '../ui/format.ts'
import { Input } from '../ui/Input.tsx'
import { colors } from '../ui/theme.ts'
import { useMyBetsModal } from './my-bets-modal.ts'

export function CashOutPanel({
  accountId,
  betId,
  currency,
}: {
  accountId: string
  betId: string
  currency: string
}) {
  const engine = useEngine()
  const modal = useMyBetsModal()
  const timeoutMs = useView('settings', (view) => view?.settings.cashout_timeout)
  const cashOut = useActorRef(
    cashOutMachine.provide({
      actors: {
        fetchCashoutOffer: fromPromise(async ({ input }) =>
          engine.myBets.cashoutOffer(input.accountId, input.betId),
        ),
        confirmCashout: fromPromise(async ({ input }) =>
          engine.myBets.confirmCashout(input.accountId, input.request),
        ),
      },
    }),
    { input: { accountId, betId, ...(timeoutMs ? { timeoutMs } : {}) } },
  )
  const snapshot = useSelector(cashOut, (state) => state)
  const [partText, setPartText] = useState('')
  // The my-bets modal stays mounted, hidden, while a cash-out is under way (SPEC.md section 4).
  useEffect(() => {
    const started = cashOut.on('cashout.started', (event) => modal.send(event))
    const ended = cashOut.on('cashout.ended', (event) => modal.send(event))
    return () => {
      started.unsubscribe()
      ended.unsubscribe()
    }
  }, [cashOut, modal])

  const { offer, error, paidAmount } = snapshot.context
  const part = enterStake(partText, 0, { code: currency, precision: 2 })
  const partAmount = part.ok ? part.stake : 0
  const confirm = (amount: number) =>
    cashOut.send({ type: 'cashout.confirm', amount, acceptHigherOdds: true })

  if (snapshot.matches('cashedOut'))
    return (
      <Panel role="status" data-testid="cashed-out">
        Cashed out {paidAmount === undefined ? '' : money(paidAmount, currency)}
      </Panel>
    )
  if (snapshot.matches('fetchingOffer')) return <Panel aria-busy="true">Checking cash-out…</Panel>
  if (snapshot.matches('suspended') || offer?.status === 'suspended')
    return (
      <Panel data-testid="cashout-suspended">
        Cash-out is suspended while the market is.{' '}
        <Button type="button" onClick={() => cashOut.send({ type: 'cashout.refresh' })}>
          Check again
        </Button>
      </Panel>
    )
  if (offer?.status !== 'available') return null
  return (
    <Panel data-testid={`cashout-${betId}`}>
      {snapshot.matches('partlyCashedOut') && paidAmount !== undefined ? (
        <p role="status">Cashed out {money(paidAmount, currency)}; the rest still rides.</p>
      ) : null}
      {snapshot.matches('offerChanged') ? <p role="alert">The offer has changed.</p> : null}
      {error && (snapshot.matches('failed') || snapshot.matches('timedOut')) ? (
        <p role="alert">
          {snapshot.matches('timedOut')
            ? 'No answer in time: check the offer again.'
            : error.message}
        </p>
      ) : null}
      <Button
        type="button"
        variant="primary"
        disabled={snapshot.matches('confirming')}
        onClick={() => confirm(offer.amount)}
      >
        {snapshot.matches('confirming')
          ? 'Cashing out…'
          : `Cash out ${money(offer.amount, currency)}`}
      </Button>
      <Partial>
        <Input
          aria-label="Part of the offer to cash out"
          inputMode="decimal"
          placeholder="Part"
          value={partText}
          onChange={(event) => setPartText(event.target.value)}
        />
        <Button
          type="button"
          disabled={partAmount <= 0 || partAmount >= offer.amount || snapshot.matches('confirming')}
          onClick={() => confirm(partAmount)}
        >
          Cash out part
        </Button>
      </Partial>
      {snapshot.matches('failed') ||
      snapshot.matches('timedOut') ||
      snapshot.matches('partlyCashedOut') ? (
        <Button type="button" onClick={() => cashOut.send({ type: 'cashout.refresh' })}>
          Refresh offer
        </Button>
      ) : null}
    </Panel>
  )
}

const Panel = styled.div`
  display: grid;
  gap: 8px;
  padding-top: 8px;
  color: ${colors.muted};
  font-size: 13px;
  p {
    margin: 0;
  }
`

const Partial = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px;
`
