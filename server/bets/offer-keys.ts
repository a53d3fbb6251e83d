// A cash-out offer's key (cashoutOddsKey): the offer it names (domain/api/cash-out.ts, the stake
// it buys back and the amount) and the server's tag over that and the bet's id, so a confirmation
// names an offer this server gave for this bet, never one a client wrote. Written by hand, 'stake
// 5.00, offer 0.01' made a request for 0.01 the whole offer seen, and it took the whole bet.
// Every process on the database tags alike: the key is a server secret (server-secret.ts).

import { createHmac } from 'node:crypto'
import { cashoutOddsKey, readCashoutOddsKey } from '../../domain/api/cash-out.ts'
import { sameSecret } from '../auth/same-secret.ts'
import { serverSecret } from '../auth/server-secret.ts'
import type { Queryable } from '../db/database.ts'

interface Offer {
  stakeRunning: number
  amount: number
}

export interface OfferKeys {
  keyOf(betId: string, offer: Offer): string
  /** The offer the key was given for on this bet; undefined for a key this server never gave. */
  read(betId: string, key: string): Offer | undefined
}

export function offerKeysWith(secret: Uint8Array): OfferKeys {
  const tagOf = (betId: string, offer: string) =>
    createHmac('sha256', secret).update(`${betId}\n${offer}`).digest('base64url').slice(0, 16)
  return {
    keyOf(betId, offer) {
      const named = cashoutOddsKey(offer)
      return `${named}.${tagOf(betId, named)}`
    },
    read(betId, key) {
      const at = key.lastIndexOf('.')
      const named = key.slice(0, at)
      if (at < 0 || !sameSecret(key.slice(at + 1), tagOf(betId, named))) return undefined
      return readCashoutOddsKey(named)
    },
  }
}

const byDatabase = new WeakMap<Queryable, Promise<OfferKeys>>()

/** The offer keys of this database's servers, the secret read once a process. */
export function offerKeys(db: Queryable): Promise<OfferKeys> {
  let keys = byDatabase.get(db)
  if (!keys) {
    keys = serverSecret(db, 'cashout-offer-key').then(offerKeysWith)
    // A failed read is tried again on the next call, not remembered.
    keys.catch(() => byDatabase.delete(db))
    byDatabase.set(db, keys)
  }
  return keys
}
