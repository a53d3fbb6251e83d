// A withdrawal to a card or a bank account, up to what may be withdrawn (promo cash and held
// accounts excepted: the server says why when it refuses).

import { styled } from '@linaria/react'
import { type FormEvent, useState } from 'react'
import type { WithdrawalRequest } from '../../domain/api/cashier.ts'
import { isValidCardNumber, isValidIban } from '../../domain/validation/payment-details.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { colors } from '../ui/theme.ts'
import { amountLabel, readAmount } from './amount.ts'
import { TextField } from './DepositForm.tsx'

export function WithdrawalForm({
  currency,
  busy,
  onSubmit,
}: {
  currency: string
  busy: boolean
  onSubmit: (details: WithdrawalRequest) => void
}) {
  const [amount, setAmount] = useState('')
  const [method, setMethod] = useState<'card' | 'bank'>('bank')
  const [destination, setDestination] = useState('')
  const [tried, setTried] = useState(false)
  const { t, format } = useI18n()

  // What may be withdrawn is the server's to judge (a held account, promo cash): it says why.
  const checkedAmount = readAmount(amount, currency, { t, format })
  const destinationProblem =
    method === 'card'
      ? isValidCardNumber(destination)
        ? undefined
        : t('cashier.cardNumberInvalid')
      : isValidIban(destination)
        ? undefined
        : t('cashier.withdrawal.ibanInvalid')
  const amountProblem = checkedAmount.ok ? undefined : checkedAmount.message

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (!checkedAmount.ok || destinationProblem) return
    onSubmit(
      method === 'card'
        ? { amount: checkedAmount.amount, method, cardNumber: destination }
        : { amount: checkedAmount.amount, method, iban: destination },
    )
  }

  const shown = (problem: string | undefined, typed: string) =>
    (tried || typed !== '') && problem ? problem : undefined

  return (
    <form onSubmit={submit} aria-label={t('cashier.withdrawal.label')}>
      <TextField
        id="withdraw-amount"
        label={amountLabel(currency, { t, format })}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        problem={shown(amountProblem, amount)}
      />
      <Methods>
        <legend>{t('cashier.withdrawal.payOutTo')}</legend>
        {(['bank', 'card'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="withdraw-method"
              checked={method === choice}
              onChange={() => {
                setMethod(choice)
                setDestination('')
              }}
            />
            {t(
              choice === 'bank'
                ? 'cashier.withdrawal.methods.bank'
                : 'cashier.withdrawal.methods.card',
            )}
          </label>
        ))}
      </Methods>
      <TextField
        id="withdraw-destination"
        label={t(method === 'bank' ? 'cashier.withdrawal.iban' : 'cashier.cardNumber')}
        value={destination}
        onChange={setDestination}
        problem={shown(destinationProblem, destination)}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('cashier.withdrawal.submit')}
      </Button>
    </form>
  )
}

const Methods = styled.fieldset`
  display: flex;
  gap: 16px;
  border: 0;
  padding: 0;
  margin: 0;
  color: ${colors.muted};
  font-size: 14px;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-size: 13px;
  }
  label {
    display: flex;
    gap: 6px;
    align-items: center;
  }
`
