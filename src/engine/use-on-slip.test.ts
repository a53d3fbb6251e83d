// One subscription to the betslip view tells each price button only of its own outcome's change.

import { describe, expect, it, vi } from 'vitest'
import type { Views } from '../../worker/engine.ts'
import { createSlipMembership } from './use-on-slip.ts'
import { createViewMirror } from './view-mirror.ts'

type Slip = Views['betslip']['state']

const slipOf = (...outcomeIds: string[]) =>
  ({ selections: outcomeIds.map((outcomeId) => ({ outcomeId })) }) as unknown as Slip

function slipMirror(...outcomeIds: string[]) {
  const mirror = createViewMirror<Slip>()
  mirror.apply({ kind: 'reset', state: slipOf(...outcomeIds) })
  return mirror
}

describe('slip membership', () => {
  it('tells an outcome taken or put back, and no other outcome', () => {
    const mirror = slipMirror('o1')
    const membership = createSlipMembership(mirror)
    const o1 = vi.fn()
    const o2 = vi.fn()
    const o3 = vi.fn()
    membership.subscribe('o1', o1)
    membership.subscribe('o2', o2)
    membership.subscribe('o3', o3)

    mirror.apply({ kind: 'reset', state: slipOf('o1', 'o2') })
    expect([o1.mock.calls.length, o2.mock.calls.length, o3.mock.calls.length]).toEqual([0, 1, 0])
    expect(membership.has('o2')).toBe(true)

    mirror.apply({ kind: 'reset', state: slipOf('o2') })
    expect([o1.mock.calls.length, o2.mock.calls.length, o3.mock.calls.length]).toEqual([1, 1, 0])
    expect(membership.has('o1')).toBe(false)
  })

  it('a change of the slip that keeps its selections tells nobody', () => {
    const mirror = slipMirror('o1')
    const membership = createSlipMembership(mirror)
    const o1 = vi.fn()
    membership.subscribe('o1', o1)
    mirror.apply({ kind: 'reset', state: { ...slipOf('o1'), totalStake: 500 } as Slip })
    expect(o1).not.toHaveBeenCalled()
    expect(membership.has('o1')).toBe(true)
  })

  it('reads the view while nobody watches, and leaves it with the last watcher', () => {
    const mirror = slipMirror()
    const membership = createSlipMembership(mirror)
    mirror.apply({ kind: 'reset', state: slipOf('o1') })
    expect(membership.has('o1')).toBe(true)

    const leave = membership.subscribe('o1', () => {})
    const o2 = vi.fn()
    const leaveO2 = membership.subscribe('o2', o2)
    leave()
    leaveO2()
    mirror.apply({ kind: 'reset', state: slipOf('o2') })
    expect(o2).not.toHaveBeenCalled()
    expect(membership.has('o2')).toBe(true)
    expect(membership.has('o1')).toBe(false)
  })
})
