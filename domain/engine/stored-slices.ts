// What the engine keeps on the device across reloads (SPEC.md section 9), one slice a key, each
// with the schema it is read back through (worker/context/persistence.ts): storage is written by
// older versions of the app, and by anyone with the browser's tools, so what comes back is
// checked like any answer, and a slice that fails its schema is dropped, never used.

import * as v from 'valibot'
import { pinSchema } from '../api/pins.ts'
import { oddsFormats } from '../odds/formats.ts'
import { maxPins } from '../rules/pins.ts'

/** What a login leaves behind: the token stays in the engine, never in the UI. */
export const storedSessionSchema = v.object({
  token: v.string(),
  /** Epoch seconds. */
  expiresAt: v.number(),
  username: v.string(),
  accountId: v.string(),
  currency: v.string(),
  priceFormat: v.string(),
  /** The operator's token the session was opened with (a game token), if any. */
  externalToken: v.optional(v.string()),
})
export type StoredSession = v.InferOutput<typeof storedSessionSchema>

/** The operator-hosted wallet's session, beside the sportsbook's after a wallet login. */
export const walletSessionSchema = v.object({
  token: v.string(),
  /** Epoch seconds. */
  expiresAt: v.number(),
})
export type WalletSession = v.InferOutput<typeof walletSessionSchema>

/** A selection on the slip with the stake the bettor typed: what the slip keeps and stores. */
export const betslipSelectionSchema = v.object({
  outcomeId: v.string(),
  eventId: v.string(),
  /** Absent in slips stored before it was kept: such a selection is priced only if loaded. */
  marketId: v.optional(v.string()),
  eventDescription: v.string(),
  marketDescription: v.string(),
  outcomeDescription: v.string(),
  stakeText: v.string(),
  /** Minor units. */
  unitStake: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The bettor asked for each-way; it applies only where the selection shows it. */
  eachWay: v.optional(v.boolean()),
  /** A banker is in every line of the system bets (the multiple has every selection anyway). */
  banker: v.optional(v.boolean()),
  /** The stake is paid from the bettor's free bets (promo cash), none of it from the balance. */
  freeBet: v.optional(v.boolean()),
  /**
   * The price the bettor took it at: when added, or when they last accepted a change. A move
   * their acceptance choice does not take is asked about before placing (domain/bets/acceptance.ts).
   */
  acceptedDecimal: v.optional(v.number()),
})

/** Every slice by its key, and the area that owns it. */
export const storedSlices = {
  /** session */
  session: storedSessionSchema,
  /** session: remember-me's username for the next login form. */
  'saved-username': v.string(),
  /** session: the odds format picked on this device, until a login brings the player's. */
  'odds-format': v.picklist(oddsFormats),
  /** session, after a wallet login */
  'wallet-session': walletSessionSchema,
  /** authGateway: when each username's one-time-code resend lock started, epoch milliseconds. */
  'otp-resend-starts': v.record(v.string(), v.number()),
  /** operatorWallet: this device's id, sent with every wallet login. */
  'wallet-device-id': v.string(),
  /** betslip: the selections and their stakes, never the placing status (SPEC.md section 4). */
  betslip: v.array(betslipSelectionSchema),
  /** catalogue: the starred events, newest first (domain/rules/favourites.ts bounds them). */
  favourites: v.pipe(v.array(v.string()), v.readonly()),
  /** pins: the multi-view's pinned events. */
  pins: v.pipe(v.array(pinSchema), v.maxLength(maxPins), v.readonly()),
}

export type StoredSliceKey = keyof typeof storedSlices
export type StoredSlice<Key extends StoredSliceKey> = v.InferOutput<(typeof storedSlices)[Key]>
