// Cashing out one bet with the cash-out statechart: the offer, all of it or a part, a moved
// offer to accept, a suspension, and the answer. The statechart lives as long as the bet's card.

import { styled } from '@linaria/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { CashoutOfferResponse } from '../../domain/api/cash-out.ts'
import { isUnanswered } from '../../domain/api/result.ts'
import { enterStake } from '../../domain/money/stake-text.ts'
import { cashOutMachine } from '../../machines/cash-out.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Input } from '../ui/Input.tsx'
import { colors } from '../ui/theme.ts'
import { useConstant } from '../ui/use-constant.ts'
import { useMyBetsModal } from './my-bets-modal.ts'

export function CashOutPanel({
  accountId,
  betId,
  currency,
  offer: carried,
  legPrices,
}: {
  accountId: string
  betId: string
  currency: string
  /** The offer the bet came with in My bets: shown at once, not asked for again. */
  offer: CashoutOfferResponse
  /** The bet's open legs' prices as the live stream moves them: a move asks for a new offer. */
  legPrices: string
}) {
  const engine = useEngine()
  const modal = useMyBetsModal()
  const { t, format } = useI18n()
  const timeoutMs = useView('settings', (view) => view?.settings.cashout_timeout)
  // Without the brand's lightweight confirming, a cash-out is asked for twice (the statechart).
  const lightweight = useView(
    'settings',
    (view) => view?.settings.lightweight_cashout_confirming_enabled ?? true,
  )
  const cashOut = useActorRef(
    useConstant(() =>
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
    ),
    {
      input: {
        accountId,
        betId,
        offer: carried,
        confirmTwice: !lightweight,
        ...(timeoutMs ? { timeoutMs } : {}),
      },
    },
  )
  const snapshot = useSelector(cashOut, (state) => state)
  const [partText, setPartText] = useState('')
  const pricesSeen = useRef(legPrices)
  useEffect(() => {
    if (pricesSeen.current === legPrices) return
    pricesSeen.current = legPrices
    cashOut.send({ type: 'cashout.pricesMoved' })
  }, [cashOut, legPrices])
  // The my-bets modal stays mounted, hidden, while a cash-out is under way (SPEC.md section 4).
  useEffect(() => {
    const started = cashOut.on('cashout.started', (event) => modal.send(event))
    const ended = cashOut.on('cashout.ended', (event) => modal.send(event))
    return () => {
      started.unsubscribe()
      ended.unsubscribe()
    }
  }, [cashOut, modal])

  const { offer, error, paidAmount, asked, requoted } = snapshot.context
  // After a failure or a time-out the offer on screen may be gone (the cash-out may even have been
  // paid): a tap on it asks for the new one first, as the statechart requires.
  const stale = snapshot.matches('failed') || snapshot.matches('timedOut')
  const busy = snapshot.matches('confirming') || snapshot.matches('fetchingOffer')
  const noAnswer = snapshot.matches('timedOut') || (error !== undefined && isUnanswered(error))
  const counted = format.currency(currency)
  const part = counted ? enterStake(partText, 0, counted) : undefined
  const partAmount = part?.ok ? part.stake : 0
  const confirm = (amount: number) =>
    cashOut.send({ type: 'cashout.confirm', amount, acceptHigherOdds: true })
  const askedAgain = (amount: number) =>
    t('myBets.cashOut.confirmAmount', { amount: format.money(amount, currency) })

  if (snapshot.matches('cashedOut'))
    return (
      <Panel role="status" data-testid="cashed-out">
        {paidAmount === undefined
          ? t('myBets.cashOut.done')
          : t('myBets.cashOut.doneAmount', { amount: format.money(paidAmount, currency) })}
      </Panel>
    )
  // A new offer asked for while one is shown keeps it on screen, its buttons held.
  if (snapshot.matches('fetchingOffer') && offer?.status !== 'available')
    return <Panel aria-busy="true">{t('myBets.cashOut.checking')}</Panel>
  if (snapshot.matches('suspended') || offer?.status === 'suspended')
    return (
      <Panel data-testid="cashout-suspended">
        {t('myBets.cashOut.suspended')}{' '}
        <Button type="button" onClick={() => cashOut.send({ type: 'cashout.refresh' })}>
          {t('myBets.cashOut.checkAgain')}
        </Button>
      </Panel>
    )
  if (offer?.status !== 'available') return null
  return (
    <Panel data-testid={`cashout-${betId}`}>
      {paidAmount !== undefined ? (
        <p role="status">
          {t('myBets.cashOut.partDone', { amount: format.money(paidAmount, currency) })}
        </p>
      ) : null}
      {snapshot.matches('offerChanged') ? (
        <p role="alert">{t('myBets.cashOut.offerChanged')}</p>
      ) : null}
      {requoted && snapshot.matches('offered') ? (
        <p role="alert">{t('myBets.cashOut.requoted')}</p>
      ) : null}
      {stale ? (
        <p role="alert">{noAnswer ? t('myBets.cashOut.timedOut') : error?.message}</p>
      ) : null}
      <Button type="button" variant="primary" disabled={busy} onClick={() => confirm(offer.amount)}>
        {snapshot.matches('confirming')
          ? t('myBets.cashOut.confirming')
          : asked === offer.amount
            ? askedAgain(offer.amount)
            : t('myBets.cashOut.all', { amount: format.money(offer.amount, currency) })}
      </Button>
      <Partial>
        <Input
          aria-label={t('myBets.cashOut.partLabel')}
          inputMode="decimal"
          placeholder={t('myBets.cashOut.partPlaceholder')}
          value={partText}
          onChange={(event) => setPartText(event.target.value)}
        />
        <Button
          type="button"
          disabled={partAmount <= 0 || partAmount >= offer.amount || busy}
          onClick={() => confirm(partAmount)}
        >
          {asked === partAmount ? askedAgain(partAmount) : t('myBets.cashOut.part')}
        </Button>
      </Partial>
      {stale ? (
        <Button type="button" onClick={() => cashOut.send({ type: 'cashout.refresh' })}>
          {t('myBets.cashOut.refresh')}
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
  /* The field gives way, not the button: an input's own width (its size of 20 characters) kept
     the 1fr column wide and broke "Cash out part" over two lines in the desktop's right column. */
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px;
  input {
    min-width: 0;
  }
  button {
    white-space: nowrap;
  }
`
