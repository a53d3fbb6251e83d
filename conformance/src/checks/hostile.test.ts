import { describe, expect, it } from 'vitest'
import { hostileBodies } from './hostile.ts'

describe('hostile bodies', () => {
  it('breaks JSON, sends other types, and gives each plainly typed property a wrong one', () => {
    const bodies = hostileBodies({
      type: 'object',
      properties: {
        outcomeId: { type: 'string' },
        unitStake: { type: 'integer' },
        eachWay: { type: 'boolean' },
        singles: { type: 'array' },
        tolerance: { anyOf: [{ type: 'number' }, { type: 'null' }] },
      },
    })
    expect(bodies.slice(0, 4)).toEqual(['{', '[]', 'null', '"text"'])
    expect(JSON.parse(bodies.at(-1) ?? '')).toEqual({
      outcomeId: 12345,
      unitStake: 'not a number',
      eachWay: 'yes',
      singles: { not: 'a list' },
    })
  })

  it('sends no wrong-typed body when no property has one plain type', () => {
    expect(hostileBodies({ type: 'object', properties: { a: { anyOf: [] } } })).toHaveLength(5)
  })
})
