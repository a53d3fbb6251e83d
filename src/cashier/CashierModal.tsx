// The cashier dialog: deposit or withdraw through the sandbox cashier, the payment's progress,
// its outcome, and a retry with the same request id when no answer came (machines/cashier.ts).

import { styled } from '@linaria/react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { type CashierKind, cashierMachine } from '../../machines/cashier.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { Button } from '../ui/Button.tsx'
import { money } from '../ui/format.ts'
import { Actions, Modal } from '../ui/Modal.tsx'
import { newUuid } from '../ui/new-uuid.ts'
import { colors } from '../ui/theme.ts'
import { DepositForm } from './DepositForm.tsx'
import { WithdrawalForm } from './WithdrawalForm.tsx'

export default function CashierModal({
  kind,
  onClose,
}: {
  kind: CashierKind
  onClose: () => void
}) {
  const engine = useEngine()
  const cashier = useActorRef(
    cashierMachine.provide({
      actors: {
        submitPayment: fromPromise(async ({ input }) =>
          input.request.kind === 'deposit'
            ? engine.cashier.deposit(input.request.details, input.uuid)
            : engine.cashier.withdraw(input.request.details, input.uuid),
        ),
      },
    }),
    { input: { kind, newUuid } },
  )
  const snapshot = useSelector(cashier, (state) => state)
  const session = useView('session', (view) => view)
  const { context } = snapshot
  const currency = session?.currency ?? 'EUR'
  const busy = snapshot.hasTag('loading')

  return (
    <Modal label="Cashier" onClose={onClose} testId="cashier">
      <h2>Cashier</h2>
      <Tabs role="tablist" aria-label="Deposit or withdraw">
        {(['deposit', 'withdrawal'] as const).map((tab) => (
          <Tab
            key={tab}
            type="button"
            role="tab"
            aria-selected={context.kind === tab}
            disabled={busy}
            onClick={() => cashier.send({ type: 'cashier.kind', kind: tab })}
          >
            {tab === 'deposit' ? 'Deposit' : 'Withdraw'}
          </Tab>
        ))}
      </Tabs>
      {session?.balance === undefined ? null : (
        <p data-testid="cashier-balance">
          Balance {money(session.balance, currency)}
          {session.wallet
            ? ` · withdrawable ${money(session.wallet.withdrawableAmount, currency)}`
            : ''}
        </p>
      )}
      {snapshot.matches('done') && context.answer ? (
        <Outcome role="status" data-testid="cashier-done">
          <strong>
            {context.answer.payment.kind === 'deposit' ? 'Deposit' : 'Withdrawal'} of{' '}
            {money(context.answer.payment.amount, context.answer.payment.currency)}{' '}
            {context.answer.payment.status === 'completed' ? 'completed' : 'is being processed'}
          </strong>
          <span>New balance {money(context.answer.balance.balance, currency)}</span>
          <Actions>
            <Button type="button" onClick={() => cashier.send({ type: 'cashier.again' })}>
              Make another payment
            </Button>
            <Button type="button" variant="primary" onClick={onClose}>
              Done
            </Button>
          </Actions>
        </Outcome>
      ) : (
        <>
          {busy ? (
            <Progress role="status" aria-live="polite" data-testid="cashier-progress">
              <progress aria-label="Payment in progress" />
              {context.kind === 'deposit' ? 'Contacting your bank…' : 'Sending your withdrawal…'}
            </Progress>
          ) : null}
          {context.error ? (
            <Problem role="alert" data-testid="cashier-error">
              {snapshot.matches('unanswered')
                ? 'We did not hear back about this payment. Retrying is safe: it cannot be taken twice.'
                : context.error.message}
            </Problem>
          ) : null}
          {snapshot.matches('unanswered') ? (
            <Button type="button" onClick={() => cashier.send({ type: 'cashier.retry' })}>
              Retry
            </Button>
          ) : null}
          {context.kind === 'deposit' ? (
            <DepositForm
              currency={currency}
              busy={busy}
              onSubmit={(details) =>
                cashier.send({ type: 'cashier.submit', request: { kind: 'deposit', details } })
              }
            />
          ) : (
            <WithdrawalForm
              currency={currency}
              busy={busy}
              onSubmit={(details) =>
                cashier.send({ type: 'cashier.submit', request: { kind: 'withdrawal', details } })
              }
            />
          )}
          <CloseButton type="button" onClick={onClose}>
            Close
          </CloseButton>
        </>
      )}
    </Modal>
  )
}

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 6px;
  margin: 12px 0;
`

const Tab = styled.button`
  min-height: 40px;
  border-radius: 6px;
  border: 1px solid ${colors.line};
  background: ${colors.raised};
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
  &[aria-selected='true'] {
    background: ${colors.accent};
    color: ${colors.accentText};
  }
`

const Outcome = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 12px;
`

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 8px 0;
  progress {
    flex: 1;
    accent-color: ${colors.accent};
  }
`

const CloseButton = styled(Button)`
  width: 100%;
  margin-top: 8px;
`

const Problem = styled.p`
  margin: 8px 0 !important;
  color: ${colors.danger} !important;
`
