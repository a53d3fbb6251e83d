// Test-only: bugs planted on purpose, one at a time, to prove the conformance kit catches them
// (scripts/conformance.mjs, the mutation check). SPORTSBOOK_FAULT names the one planted; unset, as
// everywhere but that check, fault() is false at every point and this module changes nothing.

const faults = [
  /** A refusal answered with another RES code than its cause's. */
  'wrong-res-code',
  /** A stream resumed after N starts past N + 1: a batch is lost. */
  'lost-resume',
  /** A stream resumed from a point the log cannot serve says nothing instead of snapshot-required. */
  'no-snapshot-required',
  /** A placement retried with its uuid is placed (and debited) again. */
  'second-debit',
  /** The same uuid with another body answers the first slip instead of 422. */
  'uuid-reuse-accepted',
  /** The balance answer leaves out a field its schema requires. */
  'missing-field',
  /** A request the schemas refuse is answered 500 instead of 400. */
  'hostile-500',
  /** A token of another brand counts on this one. */
  'foreign-brand-token',
  /** Logging out leaves the session open. */
  'logout-keeps-token',
  /** A cash-out credits its amount twice. */
  'cashout-paid-twice',
  /** Settlement credits a winning bet twice. */
  'settlement-paid-twice',
  /** The in-play delay's decision ignores a suspension, during the delay or at its end. */
  'delay-ignores-suspension',
] as const
export type SeededFault = (typeof faults)[number]

const planted = process.env.SPORTSBOOK_FAULT
if (planted && !faults.includes(planted as SeededFault))
  throw new Error(`SPORTSBOOK_FAULT names no seeded fault: ${planted} (${faults.join(', ')})`)

/** True only when SPORTSBOOK_FAULT plants this fault. */
export const fault = (name: SeededFault): boolean => planted === name
