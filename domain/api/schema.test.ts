import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { placeBetslipRequestSchema } from './placement.ts'
import { parse } from './schema.ts'

const stake = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100))

describe('parse: a refusal names the field and what it must be (docs/api.md)', () => {
  it('numbers: an integer within its bounds', () => {
    const body = v.object({ stake })
    expect(parse(body, { stake: 5 })).toEqual({ ok: true, value: { stake: 5 } })
    expect(parse(body, { stake: 1.5 })).toEqual({ ok: false, reason: 'stake must be an integer' })
    expect(parse(body, { stake: 2 ** 53 })).toEqual({
      ok: false,
      reason: 'stake must be an integer of at most 9007199254740991 in size',
    })
    expect(parse(body, { stake: '5' })).toEqual({ ok: false, reason: 'stake must be a number' })
    expect(parse(body, { stake: 0 })).toEqual({ ok: false, reason: 'stake must be at least 1' })
    expect(parse(body, { stake: 101 })).toEqual({ ok: false, reason: 'stake must be at most 100' })
    expect(parse(v.number(), Number.NaN)).toEqual({ ok: false, reason: 'body must be a number' })
  })

  it('the path into lists and objects, and the body itself', () => {
    expect(
      parse(placeBetslipRequestSchema, {
        singles: [{ outcomeId: 'o1', decimal: 2, unitStake: 0.5 }],
      }),
    ).toEqual({ ok: false, reason: 'singles[0].unitStake must be an integer' })
    expect(parse(placeBetslipRequestSchema, null)).toEqual({
      ok: false,
      reason: 'body must be an object',
    })
    expect(parse(v.object({ login: v.object({ password: v.string() }) }), { login: {} })).toEqual({
      ok: false,
      reason: 'login.password is required',
    })
    expect(parse(placeBetslipRequestSchema, { singles: [] })).toEqual({
      ok: false,
      reason: 'body must be at least one bet: a single, the multiple or a system bet',
    })
  })

  it('choices and text lengths', () => {
    expect(
      parse(placeBetslipRequestSchema, {
        singles: [{ outcomeId: 'o1', decimal: 2, unitStake: 1 }],
        userAcceptOdds: 'X',
      }),
    ).toEqual({ ok: false, reason: 'userAcceptOdds must be one of D, H, A' })
    expect(parse(v.object({ name: v.pipe(v.string(), v.minLength(2)) }), { name: 'a' })).toEqual({
      ok: false,
      reason: 'name must be at least 2 characters',
    })
    expect(
      parse(
        v.variant('type', [v.object({ type: v.literal('a') }), v.object({ type: v.literal('b') })]),
        {
          type: 'c',
        },
      ),
    ).toEqual({ ok: false, reason: 'type must be one of a, b' })
  })
})
