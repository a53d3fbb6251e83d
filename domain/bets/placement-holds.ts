// Whether a placed slip is decided at once or held (SPEC.md sections 3 and 7: delay,
// betMayBeReferred, PUT .../status). A slip with a selection in play waits the in-play delay and
// is then decided on the prices at its end; a slip over the brand's referral threshold waits for
// a trader. The settings are the brand's own (raw brand settings, beside SPEC section 3's list).

import type { Currency } from '../money/currency.ts'
import { parseStakeLimit } from '../money/stake-limits.ts'

/** Seconds a live bet waits before it is decided, unless the brand sets inplay_bet_delay_seconds. */
export const defaultInPlayDelaySeconds = 5
/** The longest delay a brand may set: a bettor is not kept waiting longer than this. */
export const maxInPlayDelaySeconds = 30

export interface HoldSettings extends TraderRuleSettings {
  /** Seconds, 0 to 30; 0 decides live bets at once. */
  inplay_bet_delay_seconds?: unknown
  /** Displayed units like the stake limits ("5,000.00"); a slip costing more is referred. */
  bet_referral_threshold?: unknown
}

export const inPlayDelaySeconds = (settings: HoldSettings): number => {
  const value = settings.inplay_bet_delay_seconds
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= maxInPlayDelaySeconds
    ? value
    : defaultInPlayDelaySeconds
}

/** The threshold in minor units, or undefined when the brand refers nothing. */
export const referralThreshold = (
  settings: HoldSettings,
  currency: Currency,
): number | undefined => {
  const value = settings.bet_referral_threshold
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const minor = parseStakeLimit(value, -1, currency)
  return minor > 0 ? minor : undefined
}

export const mayBeReferred = (totalCost: number, threshold: number | undefined): boolean =>
  threshold !== undefined && totalCost > threshold

export type Hold = { kind: 'none' } | { kind: 'delay'; seconds: number } | { kind: 'referral' }

/** A referral outranks the delay: the trader looks at the slip, then it is decided. */
export const holdOf = (slip: {
  live: boolean
  totalCost: number
  threshold: number | undefined
  delaySeconds: number
}): Hold =>
  mayBeReferred(slip.totalCost, slip.threshold)
    ? { kind: 'referral' }
    : slip.live && slip.delaySeconds > 0
      ? { kind: 'delay', seconds: slip.delaySeconds }
      : { kind: 'none' }

/** Seconds a referred slip waits for a trader before the trader rule decides it. */
export const defaultReferralTimeoutSeconds = 60
export const maxReferralTimeoutSeconds = 3600

export interface TraderRuleSettings {
  /** Seconds, 1 to 3600. */
  bet_referral_timeout_seconds?: unknown
  /** Displayed units: the most a referred slip may stand to return and still be taken. */
  bet_referral_max_liability?: unknown
}

export const referralTimeoutSeconds = (settings: TraderRuleSettings): number => {
  const value = settings.bet_referral_timeout_seconds
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= maxReferralTimeoutSeconds
    ? value
    : defaultReferralTimeoutSeconds
}

/**
 * The trader rule for a referred slip no trader decided in time: taken when what it stands to
 * return is within the brand's bet_referral_max_liability, declined otherwise (and when the brand
 * sets no liability: a referral nobody looked at is not taken).
 */
export const traderRuleApproves = (
  slip: { potentialReturns: number },
  settings: TraderRuleSettings,
  currency: Currency,
): boolean => {
  const value = settings.bet_referral_max_liability
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const liability = parseStakeLimit(value, -1, currency)
  return liability >= 0 && slip.potentialReturns <= liability
}
