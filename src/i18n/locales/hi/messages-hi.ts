// The Hindi translation, by area as the English catalogue is.

import type { Dictionary } from '../../en/index.ts'
import { account } from './account.ts'
import { betTypes } from './bet-types.ts'
import { betslip } from './betslip.ts'
import { cashier } from './cashier.ts'
import { event } from './event.ts'
import { favourites } from './favourites.ts'
import { jackpot } from './jackpot.ts'
import { live } from './live.ts'
import { login } from './login.ts'
import { myBets } from './my-bets.ts'
import { pins } from './pins.ts'
import { shell } from './shell.ts'
import { sports } from './sports.ts'

export const dictionary: Dictionary = {
  ...account,
  ...betTypes,
  ...betslip,
  ...cashier,
  ...event,
  ...favourites,
  ...jackpot,
  ...live,
  ...login,
  ...myBets,
  ...pins,
  ...shell,
  ...sports,
}
