// The desktop header's balance pill, labelled Deposit (SPEC.md section 2, Header): it opens a
// menu to deposit or withdraw, each in the cashier. Its name is what it shows, the balance and
// "Deposit", so a screen reader says what a sighted bettor reads. A wallet login's pill shows the
// operator wallet's total, and its menu the bonus and the real money in it (SPEC.md section 3).

import { styled } from '@linaria/react'
import type { OperatorWalletBalance } from '../../domain/player/wallet.ts'
import type { CashierKind } from '../../machines/cashier.ts'
import { useCashier } from '../cashier/cashier-context.tsx'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { Dropdown } from './Dropdown.tsx'

const choices: ReadonlyArray<{ kind: CashierKind; label: MessageKey }> = [
  { kind: 'deposit', label: 'shell.header.deposit' },
  { kind: 'withdrawal', label: 'shell.header.withdraw' },
]

export function BalanceMenu({
  balance,
  currency,
  operatorWallet,
  className,
}: {
  balance: number | undefined
  currency: string
  /** A wallet login's totals: the menu says how much of the balance is bonus and real money. */
  operatorWallet?: OperatorWalletBalance | undefined
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
      {(close) => (
        <>
          {operatorWallet ? (
            <>
              <Part data-testid="bonus-balance">
                {t('shell.header.bonusBalance', {
                  amount: format.money(operatorWallet.bonusBalance, currency),
                })}
              </Part>
              <Part data-testid="real-balance">
                {t('shell.header.realBalance', {
                  amount: format.money(operatorWallet.realBalance, currency),
                })}
              </Part>
            </>
          ) : null}
          {choices.map(({ kind, label }) => (
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
          ))}
        </>
      )}
    </Dropdown>
  )
}

const Part = styled.li`
  padding: 8px 16px;
  color: ${colors.muted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`
