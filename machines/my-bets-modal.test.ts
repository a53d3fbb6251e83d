import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createCoverage, expectFullCoverage } from '../tests/support/machine-coverage.ts'
import { myBetsModalMachine } from './my-bets-modal.ts'

const coverage = createCoverage(myBetsModalMachine)

const start = (desktop = true) => {
  const actor = createActor(myBetsModalMachine, { input: { desktop }, inspect: coverage.inspect })
  const opened: string[] = []
  actor.on('myBets.opened', (event) => opened.push(event.type))
  actor.start()
  return { actor, opened, state: () => actor.getSnapshot().value }
}

describe('my-bets modal', () => {
  it('§4 header: My Bets toggles the modal', () => {
    const { actor, opened, state } = start()
    expect(state()).toBe('closed')
    actor.send({ type: 'myBets.toggle' })
    expect(state()).toBe('visible')
    actor.send({ type: 'myBets.toggle' })
    expect(state()).toBe('closed')
    actor.send({ type: 'myBets.toggle' })
    actor.send({ type: 'myBets.close' })
    expect(state()).toBe('closed')
    expect(opened).toHaveLength(2)
  })

  it('§4 my-bets modal: closed while a cash-out is in progress means hidden', () => {
    const { actor, state } = start()
    actor.send({ type: 'myBets.toggle' })
    actor.send({ type: 'cashout.started', betId: 'b1' })
    actor.send({ type: 'myBets.close' })
    expect(state()).toBe('hidden')
    actor.send({ type: 'myBets.toggle' })
    expect(state()).toBe('visible')
    actor.send({ type: 'myBets.toggle' })
    expect(state()).toBe('hidden')
  })

  it('§4 my-bets modal: hidden becomes closed only when the last cash-out ends', () => {
    const { actor, state } = start()
    actor.send({ type: 'myBets.toggle' })
    actor.send({ type: 'cashout.started', betId: 'b1' })
    actor.send({ type: 'cashout.started', betId: 'b2' })
    actor.send({ type: 'cashout.started', betId: 'b2' })
    actor.send({ type: 'myBets.close' })
    actor.send({ type: 'cashout.ended', betId: 'b1' })
    expect(state()).toBe('hidden')
    actor.send({ type: 'cashout.ended', betId: 'b2' })
    expect(state()).toBe('closed')
  })

  it('§4 my-bets modal: a cash-out ending while visible leaves it visible', () => {
    const { actor, state } = start()
    actor.send({ type: 'myBets.toggle' })
    actor.send({ type: 'cashout.started', betId: 'b1' })
    actor.send({ type: 'cashout.ended', betId: 'b1' })
    expect(state()).toBe('visible')
  })

  it('§4 betslip panel: on desktop the betslip opening closes my bets (hidden mid cash-out)', () => {
    const { actor, state } = start(true)
    actor.send({ type: 'myBets.toggle' })
    actor.send({ type: 'betslip.opened' })
    expect(state()).toBe('closed')
    actor.send({ type: 'myBets.toggle' })
    actor.send({ type: 'cashout.started', betId: 'b1' })
    actor.send({ type: 'betslip.opened' })
    expect(state()).toBe('hidden')
  })

  it('§4 betslip panel: on mobile the betslip does not close my bets', () => {
    const { actor, state } = start(false)
    actor.send({ type: 'myBets.toggle' })
    actor.send({ type: 'betslip.opened' })
    expect(state()).toBe('visible')
    actor.send({ type: 'layout.changed', desktop: true })
    actor.send({ type: 'betslip.opened' })
    expect(state()).toBe('closed')
  })

  it('every state reached and every transition taken', (context) => {
    expectFullCoverage(coverage, context)
  })
})
