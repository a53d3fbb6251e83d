// Booking codes for jackpot slips (POST /xapi/rest/jackpotbetslips/retailcodes): the picks and
// stake kept under a short code that loads them again on any device or at a counter. The same
// alphabet as the betslip's codes, without look-alikes (0/O, 1/I/L), prefixed J so a counter can
// tell a jackpot slip at a glance: 31^7 codes, not guessable by trying. Kept 30 days, as the
// betslip's are: anyone may make one.

import { randomInt } from 'node:crypto'
import { keptBookingCodes } from '../bets/booking-codes.ts'
import type { Queryable } from '../db/database.ts'
import { pruneNowAndThen } from '../db/prune-now-and-then.ts'

const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

const newCode = (): string =>
  `J${Array.from({ length: 7 }, () => alphabet[randomInt(alphabet.length)]).join('')}`

export interface BookedJackpotSlip {
  jackpotId: string
  outcomeIds: string[]
  globalStake: number | undefined
}

export async function storeJackpotCode(
  db: Queryable,
  brandId: string,
  slip: BookedJackpotSlip,
): Promise<string> {
  // A clash is a one-in-10^10 event; a fresh code is simply tried again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [stored] = await db.query<{ code: string }>(
      `insert into jackpot_booking_codes (code, brand_id, jackpot_id, outcome_ids, global_stake)
       values ($1, $2, $3, $4, $5) on conflict (code) do nothing returning code`,
      [
        newCode(),
        brandId,
        slip.jackpotId,
        JSON.stringify(slip.outcomeIds),
        slip.globalStake ?? null,
      ],
    )
    if (stored) {
      await pruneNowAndThen(
        db,
        `delete from jackpot_booking_codes where created_at < now() - ${keptBookingCodes}`,
      )
      return stored.code
    }
  }
  throw new Error('no free jackpot booking code after five attempts')
}

/** The slip kept under the code, for the brand it was booked on only. */
export async function readJackpotCode(
  db: Queryable,
  brandId: string,
  code: string,
): Promise<BookedJackpotSlip | undefined> {
  const [row] = await db.query<{
    jackpot_id: string
    outcome_ids: string[]
    global_stake: number | string | null
  }>(
    `select jackpot_id, outcome_ids, global_stake from jackpot_booking_codes
     where code = $1 and brand_id = $2 and created_at >= now() - ${keptBookingCodes}`,
    [code.toUpperCase(), brandId],
  )
  if (!row) return undefined
  return {
    jackpotId: row.jackpot_id,
    outcomeIds: row.outcome_ids,
    globalStake: row.global_stake === null ? undefined : Number(row.global_stake),
  }
}
