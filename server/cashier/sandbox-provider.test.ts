// The sandbox provider's test cards and accounts, as docs/api.md lists them.

import { describe, expect, it } from 'vitest'
import { chargeCard, payOut } from './sandbox-provider.ts'

const now = new Date('2026-11-23T12:00:00Z')
const charge = (cardNumber: string, expiry = '12/30') => chargeCard({ cardNumber, expiry }, now)

describe('chargeCard', () => {
  it('approves the succeeding test cards, typed with spaces or without', () => {
    for (const number of ['4242 4242 4242 4242', '5555555555554444', '3782 822463 10005'])
      expect(charge(number)).toEqual({ status: 'approved' })
  })

  it('declines 0002, has insufficient funds on 9995, and an expired card on 0069', () => {
    expect(charge('4000 0000 0000 0002')).toEqual({
      status: 'declined',
      code: 'card-declined',
      reason: 'card declined',
    })
    expect(charge('4000000000009995')).toEqual({
      status: 'declined',
      code: 'insufficient-funds',
      reason: 'insufficient funds',
    })
    expect(charge('4000000000000069')).toMatchObject({
      code: 'card-declined',
      reason: 'expired card',
    })
  })

  it('declines a card past its expiry month, and takes one in it', () => {
    expect(charge('4242424242424242', '10/26')).toMatchObject({
      status: 'declined',
      reason: 'expired card',
    })
    expect(charge('4242424242424242', '11/26')).toEqual({ status: 'approved' })
  })

  it('declines a valid number that is not a test card: the sandbox never charges a real card', () => {
    expect(charge('4111111111111111')).toMatchObject({ status: 'declined', code: 'card-declined' })
  })
})

describe('payOut', () => {
  it('pays a test card, but not the declining one', () => {
    expect(payOut({ method: 'card', cardNumber: '4242424242424242' })).toEqual({
      status: 'approved',
    })
    expect(payOut({ method: 'card', cardNumber: '4000000000009995' })).toEqual({
      status: 'approved',
    })
    expect(payOut({ method: 'card', cardNumber: '4000000000000002' })).toMatchObject({
      status: 'declined',
      code: 'card-declined',
    })
    expect(payOut({ method: 'card', cardNumber: '4111111111111111' })).toMatchObject({
      status: 'declined',
    })
  })

  it('pays an IBAN, except the closed test account', () => {
    expect(payOut({ method: 'bank', iban: 'GB82WEST12345698765432' })).toEqual({
      status: 'approved',
    })
    expect(payOut({ method: 'bank', iban: 'de62 3704 0044 0532 0130 01' })).toEqual({
      status: 'declined',
      code: 'payout-declined',
      reason: 'the bank account is closed',
    })
  })
})
