// The test hooks (docs/api.md, the development endpoints under the tag "Test hooks"): what a
// check asks of the backend that a bettor cannot, each answer checked before it is relied on.

import { type Context, expect, expectStatus } from './kit.ts'

const hook = async (
  context: Context,
  method: string,
  path: string,
  body: unknown,
  brand?: string,
) => {
  const answer = await context.client.call(method, path, {
    body,
    ...(brand ? { brand } : {}),
  })
  expectStatus(answer, 200, `the test hook ${method} ${path}`)
  return answer
}

const segment = encodeURIComponent

export const resultMarket = (context: Context, marketId: string, winners: string[]) =>
  hook(context, 'POST', `/dev/markets/${segment(marketId)}/result`, { winners })

export const setMarketStatus = (context: Context, marketId: string, status: 'open' | 'suspended') =>
  hook(context, 'POST', `/dev/markets/${segment(marketId)}/status`, { status })

export const movePrice = (context: Context, outcomeId: string, decimal: number) =>
  hook(context, 'POST', `/dev/outcomes/${segment(outcomeId)}/price`, { decimal })

export const decideReferral = (context: Context, betSlipId: string, approve: boolean) =>
  hook(context, 'POST', `/dev/betslips/${segment(betSlipId)}/decision`, { approve })

export const setMoney = (context: Context, brand: string, username: string, balance: number) =>
  hook(context, 'POST', `/dev/players/${segment(username)}/money`, { balance }, brand)

/** The newest message the backend would have sent the player (a one-time code's SMS). */
export async function lastMessage(context: Context, brand: string, username: string) {
  const answer = await context.client.call('GET', '/dev/outbox', {
    brand,
    query: { username },
  })
  expectStatus(answer, 200, 'the test hook GET /dev/outbox')
  const [message] = (answer.json as { messages?: { body?: string }[] } | undefined)?.messages ?? []
  expect(typeof message?.body === 'string', `no message in the outbox of ${username}`, answer)
  return message.body
}
