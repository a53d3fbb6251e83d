// The desktop header's balance pill, labelled Deposit (SPEC.md section 2, Header): it opens a
// menu to deposit or withdraw, each in the cashier. Its name is what it shows, the balance and
// "Deposit", so a screen reader says what a sighted bettor reads.

import type { CashierKind } from '../../machines/cashier.ts'
import { useCashier } from '../cashier/cashier-context.tsx'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Dropdown } from './Dropdown.tsx'

const choices: ReadonlyArray<{ kind: CashierKind; label: MessageKey }> = [
  { kind: 'deposit', label: 'shell.header.deposit' },
  { kind: 'withdrawal', label: 'shell.header.withdraw' },
]

export function BalanceMenu({
  balance,
  currency,
  className,
}: {
  balance: number | undefined
  currency: string
  className?: string
}) {
  const cashier = useCashier()
  const { t, format } = useI18n()
  const amount = format.moneyOrPending(balance, currency)
  return (
    <Dropdown
      className={className}
      testId="balance-menu"
      button={
        <>
          <span data-testid="balance">{amount}</span>
          <small>{t('shell.header.deposit')}</small>
        </>
      }
    >
      {(close) =>
        choices.map(({ kind, label }) => (
          <li key={kind}>
            <button
              type="button"
              onClick={() => {
                close()
                cashier.open(kind)
              }}
            >
              {t(label)}
            </button>
          </li>
        ))
      }
    </Dropdown>
  )
}
