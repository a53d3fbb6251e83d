// @vitest-environment happy-dom

import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { LateActor, startedActor, useLateSelector } from './late-actor.ts'

afterEach(cleanup)

const counter = setup({
  types: { context: {} as { taps: string[] }, events: {} as { type: 'tap'; name: string } },
}).createMachine({
  context: { taps: [] },
  initial: 'counting',
  states: {
    counting: {
      on: {
        tap: { actions: assign({ taps: ({ context, event }) => [...context.taps, event.name] }) },
      },
    },
  },
})

const started = () => createActor(counter).start()

describe('Issue 11 a statechart that starts after the first screen', () => {
  it('keeps what is sent before the actor starts and gives it over in order', () => {
    const late = new LateActor<typeof counter>()
    late.send({ type: 'tap', name: 'first' })
    late.send({ type: 'tap', name: 'second' })
    expect(late.actor).toBeUndefined()
    const actor = started()
    late.start(actor)
    late.send({ type: 'tap', name: 'third' })
    expect(actor.getSnapshot().context.taps).toEqual(['first', 'second', 'third'])
  })

  it('tells its listeners when the actor starts and at each snapshot after', () => {
    const late = new LateActor<typeof counter>()
    let calls = 0
    const unsubscribe = late.subscribe(() => {
      calls += 1
    })
    const actor = started()
    late.start(actor)
    expect(calls).toBe(1)
    late.send({ type: 'tap', name: 'one' })
    expect(calls).toBe(2)
    unsubscribe()
    late.send({ type: 'tap', name: 'two' })
    expect(calls).toBe(2)
  })

  it('a listener gone before the start hears nothing of it', () => {
    const late = new LateActor<typeof counter>()
    let calls = 0
    late.subscribe(() => {
      calls += 1
    })()
    late.start(started())
    expect(calls).toBe(0)
  })

  it('starts once: the same actor again changes nothing, another is a mistake', () => {
    const late = new LateActor<typeof counter>()
    const actor = started()
    late.start(actor)
    late.start(actor)
    expect(() => late.start(started())).toThrow('starts once')
  })

  it('a screen of the chart reaches its actor only once it has started', () => {
    const late = new LateActor<typeof counter>()
    expect(() => startedActor(late)).toThrow('before the chart started')
    const actor = started()
    late.start(actor)
    expect(startedActor(late)).toBe(actor)
  })

  it('useLateSelector reads the value before the start, then the snapshot as it changes', () => {
    const late = new LateActor<typeof counter>()
    const { result } = renderHook(() =>
      useLateSelector(late, (snapshot) => snapshot.context.taps.join(' '), 'not started'),
    )
    expect(result.current).toBe('not started')
    late.send({ type: 'tap', name: 'early' })
    act(() => late.start(started()))
    expect(result.current).toBe('early')
    act(() => late.send({ type: 'tap', name: 'later' }))
    expect(result.current).toBe('early later')
  })
})
