import { describe, expect, it } from 'vitest'
import { nestedDeeperThan } from './json-bodies.ts'

const arrays = (depth: number): unknown => (depth === 0 ? 1 : [arrays(depth - 1)])

describe('how deep a body nests', () => {
  it('counts arrays and objects, not the plain values in them', () => {
    expect(nestedDeeperThan(1, 0)).toBe(false)
    expect(nestedDeeperThan('text', 0)).toBe(false)
    expect(nestedDeeperThan({}, 0)).toBe(true)
    expect(nestedDeeperThan({ a: [1, { b: null }] }, 3)).toBe(false)
    expect(nestedDeeperThan({ a: [1, { b: [] }] }, 3)).toBe(true)
    expect(nestedDeeperThan(arrays(32), 32)).toBe(false)
    expect(nestedDeeperThan(arrays(33), 32)).toBe(true)
  })

  it('finds the deep branch beside shallow ones', () => {
    expect(nestedDeeperThan({ flat: 1, list: [1, 2], deep: arrays(10) }, 8)).toBe(true)
  })

  it('walks a value far deeper than the stack allows without overflowing', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)
    expect(nestedDeeperThan(deep, 32)).toBe(true)
  })
})
