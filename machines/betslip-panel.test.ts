import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createCoverage, expectFullCoverage } from '../tests/support/machine-coverage.ts'
import { betslipPanelMachine } from './betslip-panel.ts'

const coverage = createCoverage(betslipPanelMachine)

const start = (desktop = true) => {
  const actor = createActor(betslipPanelMachine, { input: { desktop }, inspect: coverage.inspect })
  const opened: string[] = []
  actor.on('betslip.opened', (event) => opened.push(event.type))
  actor.start()
  const panel = () => (actor.getSnapshot().value as { panel: unknown }).panel
  return { actor, opened, panel }
}

describe('betslip panel', () => {
  it('§4 betslip panel: opens when a bet is added and when toggled', () => {
    const { actor, panel, opened } = start()
    expect(panel()).toBe('closed')
    actor.send({ type: 'betslip.betAdded' })
    expect(panel()).toEqual({ open: 'collapsed' })
    actor.send({ type: 'betslip.toggle' })
    expect(panel()).toBe('closed')
    actor.send({ type: 'betslip.toggle' })
    expect(panel()).toEqual({ open: 'collapsed' })
    expect(opened).toHaveLength(2)
  })

  it('§4 betslip panel: expanding turns on the system-bet display', () => {
    const { actor, panel } = start()
    actor.send({ type: 'betslip.expand' })
    expect(panel()).toBe('closed')
    actor.send({ type: 'betslip.betAdded' })
    expect(actor.getSnapshot().hasTag('systemBets')).toBe(false)
    actor.send({ type: 'betslip.expand' })
    expect(actor.getSnapshot().hasTag('systemBets')).toBe(true)
    actor.send({ type: 'betslip.collapse' })
    expect(actor.getSnapshot().hasTag('systemBets')).toBe(false)
  })

  it('§4 betslip panel: toggle blocked while placing or awaiting approval', () => {
    const { actor, panel } = start()
    actor.send({ type: 'placement.started' })
    actor.send({ type: 'betslip.toggle' })
    expect(panel()).toBe('closed')
    actor.send({ type: 'betslip.betAdded' })
    actor.send({ type: 'betslip.toggle' })
    expect(panel()).toEqual({ open: 'collapsed' })
    actor.send({ type: 'placement.ended' })
    actor.send({ type: 'betslip.toggle' })
    expect(panel()).toBe('closed')
  })

  it('§4 betslip panel: closes when the last bet is removed, only when not submitting', () => {
    const { actor, panel } = start()
    actor.send({ type: 'betslip.betAdded' })
    actor.send({ type: 'betslip.betRemoved', remaining: 2 })
    expect(panel()).toEqual({ open: 'collapsed' })
    actor.send({ type: 'placement.started' })
    actor.send({ type: 'betslip.betRemoved', remaining: 0 })
    expect(panel()).toEqual({ open: 'collapsed' })
    actor.send({ type: 'placement.ended' })
    actor.send({ type: 'betslip.betRemoved', remaining: 0 })
    expect(panel()).toBe('closed')
  })

  it('§4 betslip panel: with one bet left the slip is collapsed', () => {
    const { actor, panel, opened } = start()
    actor.send({ type: 'betslip.betAdded' })
    actor.send({ type: 'betslip.expand' })
    actor.send({ type: 'betslip.betRemoved', remaining: 2 })
    expect(panel()).toEqual({ open: 'expanded' })
    actor.send({ type: 'betslip.betRemoved', remaining: 1 })
    expect(panel()).toEqual({ open: 'collapsed' })
    expect(opened).toHaveLength(1)
  })

  it('§4 betslip panel: on desktop, my bets opening closes the betslip', () => {
    const { actor, panel } = start(true)
    actor.send({ type: 'betslip.betAdded' })
    actor.send({ type: 'myBets.opened' })
    expect(panel()).toBe('closed')
  })

  it('§4 betslip panel: on mobile my bets does not close it, and the layout can change', () => {
    const { actor, panel } = start(false)
    actor.send({ type: 'betslip.betAdded' })
    actor.send({ type: 'myBets.opened' })
    expect(panel()).toEqual({ open: 'collapsed' })
    actor.send({ type: 'layout.changed', desktop: true })
    actor.send({ type: 'myBets.opened' })
    expect(panel()).toBe('closed')
  })

  it('every state reached and every transition taken', (context) => {
    expectFullCoverage(coverage, context)
  })
})
