// The sandbox payment provider: it moves no real money and answers like a card processor's test
// mode (Stripe's test cards). Card numbers and IBANs reach it already checked (Luhn, mod 97) by
// the request schemas; it decides only whether the payment goes through.
//
//   4242 4242 4242 4242, 5555 5555 5555 4444, 3782 822463 10005  succeed
//   4000 0000 0000 0002                                          card declined
//   4000 0000 0000 9995                                          insufficient funds
//   4000 0000 0000 0069                                          expired card
//   any other valid number                                       declined: not a test card
//   an IBAN                                                      paid, except
//   DE62 3704 0044 0532 0130 01                                  account closed

import type { DeclineCode } from '../../domain/api/cashier.ts'
import {
  compactCardNumber,
  compactIban,
  isExpired,
} from '../../domain/validation/payment-details.ts'

export type ProviderAnswer =
  | { status: 'approved' }
  | { status: 'declined'; code: DeclineCode; reason: string }

const approvedCards = new Set(['4242424242424242', '5555555555554444', '378282246310005'])

const declinedCards: ReadonlyMap<string, { code: DeclineCode; reason: string }> = new Map([
  ['4000000000000002', { code: 'card-declined', reason: 'card declined' }],
  ['4000000000009995', { code: 'insufficient-funds', reason: 'insufficient funds' }],
  ['4000000000000069', { code: 'card-declined', reason: 'expired card' }],
])

const closedAccounts = new Set(['DE62370400440532013001'])

const notATestCard = {
  status: 'declined',
  code: 'card-declined',
  reason: 'card declined: the sandbox takes only its test cards, such as 4242 4242 4242 4242',
} as const

/** A deposit: charge the card. */
export function chargeCard(
  card: { cardNumber: string; expiry: string },
  now: Date,
): ProviderAnswer {
  const number = compactCardNumber(card.cardNumber)
  if (isExpired(card.expiry, now))
    return { status: 'declined', code: 'card-declined', reason: 'expired card' }
  const declined = declinedCards.get(number)
  if (declined) return { status: 'declined', ...declined }
  return approvedCards.has(number) ? { status: 'approved' } : notATestCard
}

/** A withdrawal: pay out to a card or a bank account. */
export function payOut(
  destination: { method: 'card'; cardNumber: string } | { method: 'bank'; iban: string },
): ProviderAnswer {
  if (destination.method === 'bank')
    return closedAccounts.has(compactIban(destination.iban))
      ? { status: 'declined', code: 'payout-declined', reason: 'the bank account is closed' }
      : { status: 'approved' }
  const number = compactCardNumber(destination.cardNumber)
  // A card that refuses charges refuses payouts too; funds on the card do not matter.
  if (number === '4000000000000002')
    return { status: 'declined', code: 'card-declined', reason: 'card declined' }
  return approvedCards.has(number) || declinedCards.has(number)
    ? { status: 'approved' }
    : notATestCard
}
