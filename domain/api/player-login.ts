// POST /xapi/icore/players/login: direct login (SPEC.md section 7, Player API).

import { type CheckedType, object, string } from './check.ts'

export const checkDirectLoginRequest = object({
  username: string({ min: 1, max: 64 }),
  password: string({ min: 1, max: 256 }),
})

export type DirectLoginRequest = CheckedType<typeof checkDirectLoginRequest>

export interface DirectLoginResponse {
  alsToken: string
  expirationTimeInSeconds: number
  username: string
  accountId: string
  currency: string
  priceFormat: string
  locale: string
}

/** GET /xapi/icore/players/{username}/balance/sportsbook: amounts in minor units. */
export interface SportsbookBalance {
  name: 'sportsbook'
  balance: number
  promoCash: number
  totalLeftToWager: number
  withdrawableAmount: number
  currency: string
}
