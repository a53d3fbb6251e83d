// Cashing out one bet with the cash-out statechart: the offer, all of it or a part, a moved
// offer to accept, a suspension, and the answer. The statechart lives as long as the bet's card.

import { styled } from '@linaria/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
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
}: {
  accountId: string
  betId: string
  currency: string
  /** The offer the bet came with in My bets: shown at once, not asked for again. */
  offer: CashoutOfferResponse
}) {
  const engine = useEngine()
  const modal = useMyBetsModal()
  const { t, format } = useI18n()
  const timeoutMs = useView('settings', (view) => view?.settings.cashout_timeout)
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
        ...(timeoutMs ? { timeoutMs } : {}),
      },
    },
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
  // After a failure or a time-out the offer on screen may be gone (the cash-out may even have been
  // paid): it is refreshed before anything is confirmed on it, as the statechart requires.
  const stale = snapshot.matches('failed') || snapshot.matches('timedOut')
  const noAnswer = snapshot.matches('timedOut') || (error !== undefined && isUnanswered(error))
  const part = enterStake(partText, 0, { code: currency, precision: 2 })
  const partAmount = part.ok ? part.stake : 0
  // Without the brand's lightweight confirming, a cash-out is asked for twice: the first tap names
  // the amount, the second takes it. An amount that changes in between is asked for again.
  const lightweight = useView(
    'settings',
    (view) => view?.settings.lightweight_cashout_confirming_enabled ?? true,
  )
  const [asked, setAsked] = useState<number | undefined>(undefined)
  const confirm = (amount: number) => {
    if (!lightweight && asked !== amount) return setAsked(amount)
    setAsked(undefined)
    cashOut.send({ type: 'cashout.confirm', amount, acceptHigherOdds: true })
  }
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
  if (snapshot.matches('fetchingOffer'))
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
      {snapshot.matches('partlyCashedOut') && paidAmount !== undefined ? (
        <p role="status">
          {t('myBets.cashOut.partDone', { amount: format.money(paidAmount, currency) })}
        </p>
      ) : null}
      {snapshot.matches('offerChanged') ? (
        <p role="alert">{t('myBets.cashOut.offerChanged')}</p>
      ) : null}
      {stale ? (
        <p role="alert">{noAnswer ? t('myBets.cashOut.timedOut') : error?.message}</p>
      ) : null}
      <Button
        type="button"
        variant="primary"
        disabled={snapshot.matches('confirming') || stale}
        onClick={() => confirm(offer.amount)}
      >
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
          disabled={
            partAmount <= 0 || partAmount >= offer.amount || snapshot.matches('confirming') || stale
          }
          onClick={() => confirm(partAmount)}
        >
          {asked === partAmount ? askedAgain(partAmount) : t('myBets.cashOut.part')}
        </Button>
      </Partial>
      {stale || snapshot.matches('partlyCashedOut') ? (
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
  grid-template-columns: 1fr auto;
  gap: 8px;
`
