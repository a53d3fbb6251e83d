// A body that names a currency (a placement, a payment) must name the account's: amounts are in
// the account's minor units, so a stake or a deposit a client meant in another currency is
// refused with the reason, never read silently as the account's.

import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Queryable } from '../db/database.ts'
import { sessionOf } from './authenticate.ts'
import { sendError } from './errors.ts'

/** Why a body naming `named` is refused on an account in `account`; undefined when it is not. */
export function foreignCurrency(named: string | undefined, account: string): string | undefined {
  if (named === undefined || named === account) return undefined
  return `this account is in ${account}: its amounts cannot be in ${named}`
}

/** Whether the body's currency, if it names one, is the caller's account's; a 422 if not. */
export async function inAccountCurrency(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  named: string | undefined,
): Promise<boolean> {
  if (named === undefined) return true
  const [account] = await db.query<{ currency: string }>(
    'select currency from accounts where id = $1',
    [sessionOf(request).accountId],
  )
  if (!account) {
    await sendError(reply, 404, 'not-found', 'no sportsbook account')
    return false
  }
  const refused = foreignCurrency(named, account.currency)
  if (refused === undefined) return true
  await sendError(reply, 422, 'currency-mismatch', refused)
  return false
}
