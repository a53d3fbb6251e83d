// A bettor's calls the behaviour checks share: the balance, a single placed, a slip's status.

import { randomUUID } from 'node:crypto'
import type { Selection } from './catalogue.ts'
import type { Exchange } from './http.ts'
import { type Context, expect, expectStatus } from './kit.ts'
import type { Session } from './sessions.ts'

export async function balanceOf(context: Context, session: Session): Promise<number> {
  const answer = await context.client.call(
    'GET',
    `/xapi/icore/players/${encodeURIComponent(session.username)}/balance/sportsbook`,
    { token: session.token, brand: session.brand, query: { includeFullBalanceDetails: true } },
  )
  expectStatus(answer, 200, 'the balance')
  const balance = (answer.json as { balance?: unknown } | undefined)?.balance
  expect(typeof balance === 'number', 'the balance answer has no balance', answer)
  return balance
}

/** A placement body of one single; any price is taken (A), so a moving price refuses nothing. */
export const singleSlip = (selection: Selection, unitStake: number) => ({
  singles: [{ outcomeId: selection.outcomeId, decimal: selection.decimal, unitStake }],
  userAcceptOdds: 'A',
})

export interface Placement {
  status?: string
  betSlipId?: string
  delay?: number
  singles?: { betId?: string; potentialReturns?: number }[]
  errors?: { code?: string; outcomeId?: string }[]
}

export async function place(
  context: Context,
  session: Session,
  body: unknown,
  uuid: string = randomUUID(),
): Promise<{ exchange: Exchange; placement: Placement }> {
  const exchange = await context.client.call(
    'POST',
    `/xapi/rest/accounts/${encodeURIComponent(session.accountId)}/betslips`,
    { token: session.token, brand: session.brand, query: { uuid }, body },
  )
  return { exchange, placement: (exchange.json ?? {}) as Placement }
}

/** A placement that must be taken: 200 with a slip and no errors. */
export async function placeTaken(context: Context, session: Session, body: unknown) {
  const placed = await place(context, session, body)
  expectStatus(placed.exchange, 200, 'the placement')
  expect(
    (placed.placement.errors ?? []).length === 0 && placed.placement.betSlipId,
    `the placement was refused: ${JSON.stringify(placed.placement.errors)}`,
    placed.exchange,
  )
  return placed
}

/** The codes a refused placement lists. */
export const errorCodes = (placement: Placement) =>
  (placement.errors ?? []).map((error) => error.code)

/** A slip refused, or rejected once decided, for the cause the RES code names. */
export function expectRefusedFor(placement: Placement, code: string, exchange: Exchange): void {
  expect(
    ['rejected', undefined].includes(placement.status) && errorCodes(placement).includes(code),
    `expected a refusal with ${code}, got ${placement.status} ${JSON.stringify(errorCodes(placement))}`,
    exchange,
  )
}
