// The jackpot slip (SPEC.md section 4): the picks made out of the matches, the lines and what
// they cost at the stake chosen, Place (enabled by the jackpot-slip statechart only when every
// match has a pick), a booking code, and the placement's result in a dialog.

import { styled } from '@linaria/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { ActiveJackpot } from '../../domain/api/jackpot.ts'
import { jackpotSlipMachine } from '../../machines/jackpot-slip.ts'
import { betErrorText } from '../betslip/bet-error-text.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { useLogin } from '../login/login-context.tsx'
import { Button } from '../ui/Button.tsx'
import { Select } from '../ui/Input.tsx'
import { Actions, Field, Modal } from '../ui/Modal.tsx'
import { newUuid } from '../ui/new-uuid.ts'
import { colors } from '../ui/theme.ts'
import { useConstant } from '../ui/use-constant.ts'

export function JackpotSlip({ jackpot }: { jackpot: ActiveJackpot }) {
  const engine = useEngine()
  const login = useLogin()
  const { t, format } = useI18n()
  const actor = useActorRef(
    useConstant(() =>
      jackpotSlipMachine.provide({
        actors: {
          // The engine's slip holds the perms; the statechart gives the request id.
          placeJackpotBetslip: fromPromise(({ input }) => engine.jackpot.place(input.uuid)),
        },
      }),
    ),
    { input: { jackpotId: jackpot.id, eventCount: jackpot.events.length, newUuid } },
  )
  const picks = useView('jackpot', (view) => view?.picks)
  const model = useView('jackpot', (view) => view?.model)
  const globalStake = useView('jackpot', (view) => view?.globalStake ?? jackpot.stakePerLine)
  const stakeChoices = useView('jackpot', (view) => view?.stakeChoices)
  const pricing = useView('jackpot', (view) => view?.pricing ?? false)
  const problem = useView('jackpot', (view) => view?.error)
  const placement = useView('jackpot', (view) => view?.placement)
  const bookingCode = useView('jackpot', (view) => view?.bookingCode)
  const session = useView('session', (view) => view)
  const complete = useSelector(actor, (snapshot) => snapshot.matches({ picking: 'complete' }))
  const placing = useSelector(actor, (snapshot) => snapshot.matches('placing'))
  const askingAgain = useSelector(actor, (snapshot) => snapshot.matches('askingAgain'))
  const unconfirmed = useSelector(actor, (snapshot) =>
    snapshot.matches('unconfirmed') ? (snapshot.context.reference ?? '') : undefined,
  )
  const placed = useSelector(actor, (snapshot) => snapshot.matches('placed'))
  const failure = useSelector(actor, (snapshot) =>
    snapshot.matches('failed') ? snapshot.context.error : undefined,
  )

  // The statechart knows an event is picked; the engine's slip knows with what, perms and all.
  useEffect(() => {
    for (const event of jackpot.events) {
      const first = picks?.[event.number]?.[0]
      actor.send(
        first
          ? { type: 'jackpot.select', eventNumber: event.number, outcomeId: first }
          : { type: 'jackpot.deselect', eventNumber: event.number },
      )
    }
  }, [actor, jackpot, picks])

  const currency = jackpot.currency
  const pickedEvents = Object.keys(picks ?? {}).length
  const loggedIn = session?.status === 'logged-in' && session.accountId !== undefined
  const place = () => {
    if (!loggedIn || !session?.accountId) return login.send({ type: 'login.open' })
    actor.send({ type: 'jackpot.place', accountId: session.accountId, globalStake })
  }
  const dismiss = async () => {
    if (placed) await engine.jackpot.clear()
    actor.send({ type: 'jackpot.dismiss' })
  }

  return (
    <Slip aria-labelledby="jackpot-slip-title" data-testid="jackpot-slip">
      <h2 id="jackpot-slip-title">{t('jackpot.slip.title')}</h2>
      <Figures>
        <dt>{t('jackpot.slip.picked')}</dt>
        <dd data-testid="jackpot-picked">
          {t('jackpot.slip.pickedOf', { picked: pickedEvents, total: jackpot.events.length })}
        </dd>
        <dt>{t('jackpot.slip.lines')}</dt>
        <dd data-testid="jackpot-lines">{model?.noOfBets ?? 0}</dd>
        <dt>{t('jackpot.slip.totalCost')}</dt>
        <dd data-testid="jackpot-total-cost" aria-busy={pricing}>
          {format.money(model?.totalCost ?? 0, currency)}
        </dd>
      </Figures>
      {model && model.missingEventNumbers.length > 0 && pickedEvents > 0 ? (
        <Muted>
          {t('jackpot.slip.stillToPick', { matches: model.missingEventNumbers.join(', ') })}
        </Muted>
      ) : null}
      <Field>
        <label htmlFor="jackpot-stake">{t('jackpot.slip.stakePerLine')}</label>
        <Select
          id="jackpot-stake"
          value={globalStake}
          onChange={(event) => engine.jackpot.setStake(Number(event.target.value))}
        >
          {(stakeChoices ?? [jackpot.stakePerLine]).map((choice) => (
            <option key={choice} value={choice}>
              {format.money(choice, currency)}
            </option>
          ))}
        </Select>
      </Field>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Actions>
        <Button
          type="button"
          variant="primary"
          disabled={!complete || placing || askingAgain}
          aria-busy={placing || askingAgain}
          onClick={place}
        >
          {loggedIn
            ? askingAgain
              ? t('jackpot.slip.askingAgain')
              : placing
                ? t('jackpot.slip.placing')
                : t('jackpot.slip.place')
            : t('jackpot.slip.logInToPlace')}
        </Button>
        <Button type="button" disabled={pickedEvents === 0} onClick={() => engine.jackpot.book()}>
          {t('jackpot.slip.getBookingCode')}
        </Button>
      </Actions>
      {bookingCode ? (
        <Muted data-testid="jackpot-booking-code">
          {t('jackpot.slip.bookingCode')} <strong>{bookingCode}</strong>
        </Muted>
      ) : null}
      {placed && placement ? (
        <Modal label={t('jackpot.placed.title')} onClose={dismiss} testId="jackpot-result">
          <h2>{t('jackpot.placed.title')}</h2>
          <p>
            {t('jackpot.placed.reference')}{' '}
            <strong data-testid="jackpot-reference">{placement.reference}</strong>
          </p>
          <p>
            {t('jackpot.placed.summary', {
              count: placement.noOfBets,
              cost: format.money(placement.totalCost, currency),
              prize: format.money(placement.jackpotPrize, currency),
            })}
          </p>
          <Button type="button" variant="primary" onClick={dismiss}>
            {t('jackpot.placed.done')}
          </Button>
        </Modal>
      ) : null}
      {unconfirmed !== undefined ? (
        <Modal label={t('jackpot.unconfirmed.title')} onClose={dismiss} testId="jackpot-result">
          <h2>{t('jackpot.unconfirmed.title')}</h2>
          <p role="alert">{t('jackpot.unconfirmed.body')}</p>
          <p>
            {t('jackpot.placed.reference')} <strong>{unconfirmed}</strong>
          </p>
          <Button
            type="button"
            variant="primary"
            onClick={() => actor.send({ type: 'jackpot.confirm' })}
          >
            {t('jackpot.unconfirmed.askAgain')}
          </Button>
          <Button type="button" onClick={dismiss}>
            {t('jackpot.notPlaced.back')}
          </Button>
        </Modal>
      ) : null}
      {failure ? (
        <Modal label={t('jackpot.notPlaced.title')} onClose={dismiss} testId="jackpot-result">
          <h2>{t('jackpot.notPlaced.title')}</h2>
          <p role="alert">{betErrorText(t, failure)}</p>
          <Button type="button" onClick={dismiss}>
            {t('jackpot.notPlaced.back')}
          </Button>
        </Modal>
      ) : null}
    </Slip>
  )
}

const Slip = styled.aside`
  display: grid;
  gap: 12px;
  padding: 12px;
  border-radius: 8px;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  h2 {
    margin: 0;
    font-size: 18px;
  }
`

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 12px;
  margin: 0;
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`

const Muted = styled.p`
  color: ${colors.muted};
  font-size: 14px;
`

const Problem = styled.p`
  color: ${colors.danger};
`
