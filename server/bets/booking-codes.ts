// Booking codes (POST /xapi/rest/betslips/retailcodes): a slip kept under a short code that
// loads it again on any device or at a retail counter. Eight characters of an alphabet without
// look-alikes (no 0/O, 1/I/L) is 31^8, nearly 10^12 codes: not guessable by trying, and short
// enough to read out. A code is kept 30 days, long past any match it names: anyone may make one,
// so the table must not keep every slip ever shared.

import { randomInt } from 'node:crypto'
import type { BetslipModelInput } from '../../domain/api/betslip-model.ts'
import type { Queryable } from '../db/database.ts'
import { pruneNowAndThen } from '../db/prune-now-and-then.ts'

/** How long a booking code is kept, a betslip's or a jackpot slip's. */
export const keptBookingCodes = "interval '30 days'"

const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const codeLength = 8

export const newBookingCode = (): string =>
  Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('')

export async function storeBookingCode(
  db: Queryable,
  brandId: string,
  slip: BetslipModelInput,
): Promise<string> {
  // A clash is a one-in-10^12 event; a fresh code is simply tried again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newBookingCode()
    const [stored] = await db.query<{ code: string }>(
      `insert into booking_codes (code, brand_id, slip) values ($1, $2, $3)
       on conflict (code) do nothing returning code`,
      [code, brandId, JSON.stringify(slip)],
    )
    if (stored) {
      await pruneNowAndThen(
        db,
        `delete from booking_codes where created_at < now() - ${keptBookingCodes}`,
      )
      return stored.code
    }
  }
  throw new Error('no free booking code after five attempts')
}

/** The slip kept under the code, for the brand it was booked on only. */
export async function readBookingCode(
  db: Queryable,
  brandId: string,
  code: string,
): Promise<BetslipModelInput | undefined> {
  const [row] = await db.query<{ slip: BetslipModelInput }>(
    `select slip from booking_codes
     where code = $1 and brand_id = $2 and created_at >= now() - ${keptBookingCodes}`,
    [code, brandId],
  )
  return row?.slip
}
