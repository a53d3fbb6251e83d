import { describe, expect, it } from 'vitest'
import type { Currency } from '../money/currency.ts'
import {
  defaultInPlayDelaySeconds,
  holdOf,
  inPlayDelaySeconds,
  mayBeReferred,
  referralThreshold,
  referralTimeoutSeconds,
  traderRuleApproves,
} from './placement-holds.ts'

const eur: Currency = { code: 'EUR', precision: 2, displayScale: 1 }

describe('placement holds', () => {
  it('reads the in-play delay, falling back to the default for a bad value', () => {
    expect(inPlayDelaySeconds({})).toBe(defaultInPlayDelaySeconds)
    expect(inPlayDelaySeconds({ inplay_bet_delay_seconds: 0 })).toBe(0)
    expect(inPlayDelaySeconds({ inplay_bet_delay_seconds: 8 })).toBe(8)
    expect(inPlayDelaySeconds({ inplay_bet_delay_seconds: 31 })).toBe(defaultInPlayDelaySeconds)
    expect(inPlayDelaySeconds({ inplay_bet_delay_seconds: '8' })).toBe(defaultInPlayDelaySeconds)
  })

  it('reads the referral threshold in displayed units', () => {
    expect(referralThreshold({}, eur)).toBeUndefined()
    expect(referralThreshold({ bet_referral_threshold: '5,000.00' }, eur)).toBe(500_000)
    expect(referralThreshold({ bet_referral_threshold: 'lots' }, eur)).toBeUndefined()
    expect(
      referralThreshold(
        { bet_referral_threshold: 50 },
        { code: 'IDR', precision: 2, displayScale: 1000 },
      ),
    ).toBe(5_000_000)
  })

  it('refers above the threshold only', () => {
    expect(mayBeReferred(500_000, 500_000)).toBe(false)
    expect(mayBeReferred(500_001, 500_000)).toBe(true)
    expect(mayBeReferred(10 ** 9, undefined)).toBe(false)
  })

  it('a referral outranks the delay; a pre-match slip under it is decided at once', () => {
    const slip = { live: true, totalCost: 100, threshold: 50, delaySeconds: 5 }
    expect(holdOf(slip)).toEqual({ kind: 'referral' })
    expect(holdOf({ ...slip, threshold: undefined })).toEqual({ kind: 'delay', seconds: 5 })
    expect(holdOf({ ...slip, threshold: undefined, delaySeconds: 0 })).toEqual({ kind: 'none' })
    expect(holdOf({ ...slip, live: false, threshold: undefined })).toEqual({ kind: 'none' })
  })
})

describe('the trader rule', () => {
  it('waits the brand timeout, 60 s by default', () => {
    expect(referralTimeoutSeconds({})).toBe(60)
    expect(referralTimeoutSeconds({ bet_referral_timeout_seconds: 5 })).toBe(5)
    expect(referralTimeoutSeconds({ bet_referral_timeout_seconds: 0 })).toBe(60)
  })
  it('takes a slip within the liability, declines past it or with none set', () => {
    const settings = { bet_referral_max_liability: '100.00' }
    expect(traderRuleApproves({ potentialReturns: 10_000 }, settings, eur)).toBe(true)
    expect(traderRuleApproves({ potentialReturns: 10_001 }, settings, eur)).toBe(false)
    expect(traderRuleApproves({ potentialReturns: 1 }, {}, eur)).toBe(false)
  })
})
