// The English catalogue: every message the UI shows, by area (one file per folder of src/). Its
// keys, each written <area>.<name>, are the type every translation and every t() call is checked
// against.

import type { Message } from '../messages.ts'
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
import { shell } from './shell.ts'
import { sports } from './sports.ts'

export const en = {
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
  ...shell,
  ...sports,
} as const

export type MessageKey = keyof typeof en

/** A translation: any of the keys, each a text or plural forms of its own. */
export type Dictionary = Partial<Record<MessageKey, Message>>
