import { describe, expect, it } from 'vitest'
import {
  maxPinnedMarkets,
  maxPins,
  mergePins,
  type Pin,
  pinEvent,
  samePins,
  toggleTileMarket,
  unpinEvent,
} from './pins.ts'

const pinned = (...ids: string[]): Pin[] => ids.map((eventId) => ({ eventId, marketIds: [] }))

describe('pins', () => {
  it('pins an event last, once', () => {
    const once = pinEvent(pinned('a'), 'b')
    expect(once.pins.map((pin) => pin.eventId)).toEqual(['a', 'b'])
    expect(pinEvent(once.pins, 'b').pins).toBe(once.pins)
  })

  it('refuses a ninth pin and keeps the eight', () => {
    const eight = pinned(...Array.from({ length: maxPins }, (_, index) => `e${index}`))
    const ninth = pinEvent(eight, 'e9')
    expect(ninth.result).toEqual({ ok: false, reason: 'pins-full' })
    expect(ninth.pins).toBe(eight)
    expect(pinEvent(unpinEvent(eight, 'e0'), 'e9').result).toEqual({ ok: true })
  })

  it("shows a tile's market, takes it off again, and keeps the latest picks within the room", () => {
    let pins: readonly Pin[] = pinned('a', 'b')
    pins = toggleTileMarket(pins, 'a', 'm1')
    expect(pins[0]?.marketIds).toEqual(['m1'])
    expect(pins[1]?.marketIds).toEqual([])
    pins = toggleTileMarket(pins, 'a', 'm1')
    expect(pins[0]?.marketIds).toEqual([])
    for (let index = 1; index <= maxPinnedMarkets + 1; index++)
      pins = toggleTileMarket(pins, 'a', `m${index}`)
    expect(pins[0]?.marketIds).toEqual(['m2', 'm3', 'm4'])
  })

  it("merges another device's pins first and this device's after, within the bound", () => {
    const merged = mergePins(pinned('s1', 'd1'), pinned('d1', 'd2'))
    expect(merged.map((pin) => pin.eventId)).toEqual(['s1', 'd1', 'd2'])
    const many = pinned(...Array.from({ length: maxPins }, (_, index) => `s${index}`))
    expect(mergePins(many, pinned('d1'))).toHaveLength(maxPins)
  })

  it('compares pins tile for tile', () => {
    expect(samePins(pinned('a'), pinned('a'))).toBe(true)
    expect(samePins(pinned('a'), toggleTileMarket(pinned('a'), 'a', 'm'))).toBe(false)
    expect(samePins(pinned('a', 'b'), pinned('b', 'a'))).toBe(false)
  })
})
