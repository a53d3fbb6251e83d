// A card deposit: the amount, the card number, its expiry and security code, each checked as
// typed with the rules the server applies (domain/validation/payment-details.ts).

import { type FormEvent, useState } from 'react'
import type { DepositRequest } from '../../domain/api/cashier.ts'
import {
  isExpired,
  isExpiryText,
  isValidCardNumber,
} from '../../domain/validation/payment-details.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Input } from '../ui/Input.tsx'
import { Field } from '../ui/Modal.tsx'
import { amountLabel, readAmount } from './amount.ts'

export function DepositForm({
  currency,
  busy,
  onSubmit,
}: {
  currency: string
  busy: boolean
  onSubmit: (details: DepositRequest) => void
}) {
  const [amount, setAmount] = useState('')
  const [cardNumber, setCardNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')
  const [tried, setTried] = useState(false)
  const { t, format } = useI18n()

  const checkedAmount = readAmount(amount, currency, { t, format })
  const problems = {
    amount: checkedAmount.ok ? undefined : checkedAmount.message,
    cardNumber: isValidCardNumber(cardNumber) ? undefined : t('cashier.cardNumberInvalid'),
    expiry: !isExpiryText(expiry)
      ? t('cashier.deposit.expiryInvalid')
      : isExpired(expiry, new Date())
        ? t('cashier.deposit.expired')
        : undefined,
    cvc: /^\d{3,4}$/.test(cvc) ? undefined : t('cashier.deposit.cvcInvalid'),
  }
  const valid = Object.values(problems).every((problem) => problem === undefined)

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (!valid || !checkedAmount.ok) return
    onSubmit({ amount: checkedAmount.amount, method: 'card', cardNumber, expiry, cvc })
  }

  const shown = (problem: string | undefined, typed: string) =>
    (tried || typed !== '') && problem ? problem : undefined

  return (
    <form onSubmit={submit} aria-label={t('cashier.deposit.label')}>
      <TextField
        id="deposit-amount"
        label={amountLabel(currency, { t, format })}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        problem={shown(problems.amount, amount)}
      />
      <TextField
        id="deposit-card"
        label={t('cashier.cardNumber')}
        value={cardNumber}
        onChange={setCardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        problem={shown(problems.cardNumber, cardNumber)}
      />
      <TextField
        id="deposit-expiry"
        label={t('cashier.deposit.expiry')}
        value={expiry}
        onChange={setExpiry}
        autoComplete="cc-exp"
        problem={shown(problems.expiry, expiry)}
      />
      <TextField
        id="deposit-cvc"
        label={t('cashier.deposit.cvc')}
        value={cvc}
        onChange={setCvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        problem={shown(problems.cvc, cvc)}
      />
      <p>
        {t('cashier.deposit.sandboxCards', {
          paying: '4242 4242 4242 4242',
          declined: '4000 0000 0000 0002',
        })}
      </p>
      <Button type="submit" variant="primary" disabled={busy}>
        {t('cashier.deposit.submit')}
      </Button>
    </form>
  )
}

export function TextField({
  id,
  label,
  value,
  onChange,
  problem,
  inputMode,
  autoComplete,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  problem: string | undefined
  inputMode?: 'decimal' | 'numeric' | 'text'
  autoComplete?: string
}) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <span id={`${id}-problem`} role="alert">
          {problem}
        </span>
      ) : null}
    </Field>
  )
}
