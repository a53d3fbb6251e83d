import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PaymentAnswer } from '../domain/api/cashier.ts'
import type { ApiResult } from '../domain/api/result.ts'
import { createCoverage, expectFullCoverage } from '../tests/support/machine-coverage.ts'
import { cashierMachine, type PaymentRequest } from './cashier.ts'

const coverage = createCoverage(cashierMachine)

const answer: PaymentAnswer = {
  payment: {
    id: 'pay-1',
    kind: 'deposit',
    amount: 2_000,
    currency: 'EUR',
    method: 'card',
    status: 'completed',
    createdAt: '2026-11-23T10:00:00Z',
  },
  balance: {
    name: 'sportsbook',
    balance: 12_000,
    promoCash: 0,
    totalLeftToWager: 0,
    withdrawableAmount: 12_000,
    currency: 'EUR',
  },
}

const deposit: PaymentRequest = {
  kind: 'deposit',
  details: {
    amount: 2_000,
    method: 'card',
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
  },
}

function start(answers: (() => Promise<ApiResult<PaymentAnswer>>)[]) {
  const sent: { request: PaymentRequest; uuid: string }[] = []
  let uuids = 0
  const actor = createActor(
    cashierMachine.provide({
      actors: {
        submitPayment: fromPromise(async ({ input }) => {
          sent.push(input)
          const next = answers.shift()
          if (!next) throw new Error('no answer left')
          return next()
        }),
      },
    }),
    { input: { kind: 'deposit', newUuid: () => `uuid-${++uuids}` }, inspect: coverage.inspect },
  )
  actor.start()
  return { actor, sent }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('loading'))

describe('cashier', () => {
  it('a deposit goes through and shows the payment; another starts afresh', async () => {
    const { actor, sent } = start([async () => ({ ok: true, data: answer })])
    actor.send({ type: 'cashier.submit', request: deposit })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settled(actor)
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().context.answer).toEqual(answer)
    expect(sent[0]?.uuid).toBe('uuid-1')
    actor.send({ type: 'cashier.again' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.answer).toBeUndefined()
  })

  it('a refusal (a declined card) goes back to the form with the reason', async () => {
    const { actor } = start([
      async () => ({
        ok: false,
        error: { status: 402, code: 'card-declined', message: 'card declined' },
      }),
    ])
    actor.send({ type: 'cashier.submit', request: deposit })
    await settled(actor)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error?.code).toBe('card-declined')
    actor.send({ type: 'cashier.kind', kind: 'withdrawal' })
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'withdrawal', error: undefined })
  })

  it('no answer: the retry sends the same request id, so the money cannot move twice', async () => {
    const { actor, sent } = start([
      async () => ({
        ok: false,
        error: { status: 0, code: 'network', message: 'Something went wrong' },
      }),
      async () => {
        throw new Error('socket hang up')
      },
      async () => ({
        ok: false,
        error: { status: 0, code: 'timeout', message: 'The server did not answer in time' },
      }),
      async () => ({ ok: false, error: { status: 504, message: 'Gateway Timeout' } }),
      async () => ({ ok: true, data: answer }),
    ])
    actor.send({ type: 'cashier.submit', request: deposit })
    await settled(actor)
    expect(actor.getSnapshot().value).toBe('unanswered')
    actor.send({ type: 'cashier.retry' })
    await settled(actor)
    expect(actor.getSnapshot().value).toBe('unanswered')
    expect(actor.getSnapshot().context.error?.message).toBe('socket hang up')
    for (const code of ['timeout', undefined]) {
      actor.send({ type: 'cashier.retry' })
      await settled(actor)
      expect(actor.getSnapshot().value).toBe('unanswered')
      expect(actor.getSnapshot().context.error?.code).toBe(code)
    }
    actor.send({ type: 'cashier.retry' })
    await settled(actor)
    expect(actor.getSnapshot().value).toBe('done')
    expect(sent.map((call) => call.uuid)).toEqual(Array(5).fill('uuid-1'))
  })

  it('after no answer, a changed form is a new payment with a new id, or another kind', async () => {
    const { actor, sent } = start([
      async () => ({
        ok: false,
        error: { status: 0, code: 'network', message: 'Something went wrong' },
      }),
      async () => ({ ok: true, data: answer }),
      async () => ({
        ok: false,
        error: { status: 0, code: 'network', message: 'Something went wrong' },
      }),
    ])
    actor.send({ type: 'cashier.submit', request: deposit })
    await settled(actor)
    actor.send({ type: 'cashier.submit', request: deposit })
    await settled(actor)
    expect(sent.map((call) => call.uuid)).toEqual(['uuid-1', 'uuid-2'])
    actor.send({ type: 'cashier.kind', kind: 'withdrawal' })
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { kind: 'withdrawal' } })
    actor.send({ type: 'cashier.submit', request: deposit })
    await settled(actor)
    actor.send({ type: 'cashier.kind', kind: 'deposit' })
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { kind: 'deposit' } })
  })

  it('every state reached and every transition taken', (context) => {
    expectFullCoverage(coverage, context)
  })
})
