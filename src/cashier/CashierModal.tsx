// The cashier dialog: deposit or withdraw through the sandbox cashier, the payment's progress,
// its outcome, and a retry with the same request id when no answer came (machines/cashier.ts).

import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { type CashierKind, cashierMachine } from '../../machines/cashier.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Actions, Modal } from '../ui/Modal.tsx'
import { newUuid } from '../ui/new-uuid.ts'
import { Tabs } from '../ui/Tabs.tsx'
import { colors } from '../ui/theme.ts'
import { useConstant } from '../ui/use-constant.ts'
import { DepositForm } from './DepositForm.tsx'
import { paymentErrorText } from './payment-error-text.ts'
import { WithdrawalForm } from './WithdrawalForm.tsx'

const outcomes: Record<CashierKind, Record<'completed' | 'processing', MessageKey>> = {
  deposit: {
    completed: 'cashier.done.deposit.completed',
    processing: 'cashier.done.deposit.processing',
  },
  withdrawal: {
    completed: 'cashier.done.withdrawal.completed',
    processing: 'cashier.done.withdrawal.processing',
  },
}

export default function CashierModal({
  kind,
  onClose,
}: {
  kind: CashierKind
  onClose: () => void
}) {
  const engine = useEngine()
  const { t, format } = useI18n()
  const cashier = useActorRef(
    useConstant(() =>
      cashierMachine.provide({
        actors: {
          submitPayment: fromPromise(async ({ input }) =>
            input.request.kind === 'deposit'
              ? engine.cashier.deposit(input.request.details, input.uuid)
              : engine.cashier.withdraw(input.request.details, input.uuid),
          ),
        },
      }),
    ),
    { input: { kind, newUuid } },
  )
  const snapshot = useSelector(cashier, (state) => state)
  const session = useView('session', (view) => view)
  const { context } = snapshot
  const currency = session?.currency ?? 'EUR'
  const busy = snapshot.hasTag('loading')

  return (
    <Modal label={t('cashier.title')} onClose={onClose} testId="cashier">
      <h2>{t('cashier.title')}</h2>
      <Tabs<CashierKind>
        label={t('cashier.tabs.label')}
        look="segmented"
        className={kinds}
        choices={[
          { value: 'deposit', name: t('cashier.tabs.deposit') },
          { value: 'withdrawal', name: t('cashier.tabs.withdrawal') },
        ]}
        selected={context.kind}
        disabled={busy}
        onSelect={(kind) => cashier.send({ type: 'cashier.kind', kind })}
      />
      {session?.balance === undefined ? null : (
        <Balance data-testid="cashier-balance">
          {session.wallet
            ? t('cashier.balanceAndWithdrawable', {
                balance: format.money(session.balance, currency),
                withdrawable: format.money(session.wallet.withdrawableAmount, currency),
              })
            : t('cashier.balance', { balance: format.money(session.balance, currency) })}
        </Balance>
      )}
      {snapshot.matches('done') && context.answer ? (
        <Outcome role="status" data-testid="cashier-done">
          <strong>
            {t(
              outcomes[context.answer.payment.kind][
                context.answer.payment.status === 'completed' ? 'completed' : 'processing'
              ],
              {
                amount: format.money(
                  context.answer.payment.amount,
                  context.answer.payment.currency,
                ),
              },
            )}
          </strong>
          <span>
            {t('cashier.done.newBalance', {
              balance: format.money(context.answer.balance.balance, currency),
            })}
          </span>
          <Actions>
            <Button type="button" onClick={() => cashier.send({ type: 'cashier.again' })}>
              {t('cashier.done.again')}
            </Button>
            <Button type="button" variant="primary" onClick={onClose}>
              {t('cashier.done.close')}
            </Button>
          </Actions>
        </Outcome>
      ) : (
        <>
          {busy ? (
            <Progress role="status" aria-live="polite" data-testid="cashier-progress">
              <progress aria-label={t('cashier.progress.label')} />
              {t(
                context.kind === 'deposit'
                  ? 'cashier.progress.deposit'
                  : 'cashier.progress.withdrawal',
              )}
            </Progress>
          ) : null}
          {context.error ? (
            <Problem role="alert" data-testid="cashier-error">
              {snapshot.matches('unanswered')
                ? t('cashier.unanswered')
                : paymentErrorText(t, context.error)}
            </Problem>
          ) : null}
          {snapshot.matches('unanswered') ? (
            <Button type="button" onClick={() => cashier.send({ type: 'cashier.retry' })}>
              {t('cashier.retry')}
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
            {t('cashier.close')}
          </CloseButton>
        </>
      )}
    </Modal>
  )
}

const kinds = css`
  margin: 12px 0;
`

/** Apart from the form's first label as its fields are from each other: it touched "Amount". */
const Balance = styled.p`
  margin-bottom: 12px !important;
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
