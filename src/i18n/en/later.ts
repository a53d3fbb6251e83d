// English's later screens' part (parts.ts): every area the first screen does not read, loaded
// with the first screen loaded after it.

import { account } from './account.ts'
import { betTypes } from './bet-types.ts'
import { betslip } from './betslip.ts'
import { boosts } from './boosts.ts'
import { cashier } from './cashier.ts'
import { event } from './event.ts'
import type { Dictionary } from './index.ts'
import { jackpot } from './jackpot.ts'
import { login } from './login.ts'
import { myBets } from './my-bets.ts'
import { partners } from './partners.ts'
import { pins } from './pins.ts'
import { promotions } from './promotions.ts'
import { sports } from './sports.ts'
import { toasts } from './toasts.ts'

export const later: Dictionary = Object.assign(
  Object.create(null),
  account,
  betTypes,
  betslip,
  boosts,
  cashier,
  event,
  jackpot,
  login,
  myBets,
  partners,
  pins,
  promotions,
  sports,
  toasts,
)
