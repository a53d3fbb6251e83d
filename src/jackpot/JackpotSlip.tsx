// The jackpot slip (SPEC.md section 4): the picks made out of the matches, the lines and what
// they cost at the stake chosen, Place (enabled by the jackpot-slip statechart only when every
// match has a pick), a booking code, and the placement's result in a dialog.

import { styled } from '@linaria/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { ActiveJackpot } from '../../domain/api/jackpot.ts'
import { jackpotSlipMachine } from '../../machines/jackpot-slip.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useLogin } from '../login/login-context.tsx'
import { Button } from '../ui/Button.tsx'
import { money } from '../ui/format.ts'
import { Select } from '../ui/Input.tsx'
import { Actions, Field, Modal } from '../ui/Modal.tsx'
import { newUuid } from '../ui/new-uuid.ts'
import { colors } from '../ui/theme.ts'

export function JackpotSlip({ jackpot }: { jackpot: ActiveJackpot }) {
  const engine = useEngine()
  const login = useLogin()
  const actor = useActorRef(
    jackpotSlipMachine.provide({
      actors: {
        // The engine's slip holds the perms; the statechart gives the request id.
        placeJackpotBetslip: fromPromise(({ input }) => engine.jackpot.place(input.uuid)),
      },
    }),
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
      <h2 id="jackpot-slip-title">Jackpot slip</h2>
      <Figures>
        <dt>Picked</dt>
        <dd data-testid="jackpot-picked">
          {pickedEvents} of {jackpot.events.length}
        </dd>
        <dt>Lines</dt>
        <dd data-testid="jackpot-lines">{model?.noOfBets ?? 0}</dd>
        <dt>Total cost</dt>
        <dd data-testid="jackpot-total-cost" aria-busy={pricing}>
          {money(model?.totalCost ?? 0, currency)}
        </dd>
      </Figures>
      {model && model.missingEventNumbers.length > 0 && pickedEvents > 0 ? (
        <Muted>Still to pick: {model.missingEventNumbers.join(', ')}</Muted>
      ) : null}
      <Field>
        <label htmlFor="jackpot-stake">Stake per line</label>
        <Select
          id="jackpot-stake"
          value={globalStake}
          onChange={(event) => engine.jackpot.setStake(Number(event.target.value))}
        >
          {(stakeChoices ?? [jackpot.stakePerLine]).map((choice) => (
            <option key={choice} value={choice}>
              {money(choice, currency)}
            </option>
          ))}
        </Select>
      </Field>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Actions>
        <Button
          type="button"
          variant="primary"
          disabled={!complete || placing}
          aria-busy={placing}
          onClick={place}
        >
          {loggedIn ? (placing ? 'Placing…' : 'Place jackpot bet') : 'Log in to place'}
        </Button>
        <Button type="button" disabled={pickedEvents === 0} onClick={() => engine.jackpot.book()}>
          Get a booking code
        </Button>
      </Actions>
      {bookingCode ? (
        <Muted data-testid="jackpot-booking-code">
          Booking code: <strong>{bookingCode}</strong>
        </Muted>
      ) : null}
      {placed && placement ? (
        <Modal label="Jackpot bet placed" onClose={dismiss} testId="jackpot-result">
          <h2>Jackpot bet placed</h2>
          <p>
            Reference <strong data-testid="jackpot-reference">{placement.reference}</strong>
          </p>
          <p>
            {placement.noOfBets} {placement.noOfBets === 1 ? 'line' : 'lines'} for{' '}
            {money(placement.totalCost, currency)}. Every match right shares{' '}
            {money(placement.jackpotPrize, currency)}.
          </p>
          <Button type="button" variant="primary" onClick={dismiss}>
            Done
          </Button>
        </Modal>
      ) : null}
      {failure ? (
        <Modal label="Jackpot bet not placed" onClose={dismiss} testId="jackpot-result">
          <h2>Jackpot bet not placed</h2>
          <p role="alert">{failure.meaning}</p>
          <Button type="button" onClick={dismiss}>
            Back to the slip
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
