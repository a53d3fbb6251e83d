import { describe, expect, it } from 'vitest'
import { numberFromEnv, wholeNumberFromEnv } from './env-numbers.ts'

describe('numbers from the environment', () => {
  it('reads a number in range, and nothing from an unset or empty variable', () => {
    expect(numberFromEnv({ SPEED: '2.5' }, 'SPEED', 0, 10)).toBe(2.5)
    expect(numberFromEnv({}, 'SPEED', 0, 10)).toBeUndefined()
    expect(numberFromEnv({ SPEED: '' }, 'SPEED', 0, 10)).toBeUndefined()
  })

  it('names the variable and what it was given when out of range or not a number', () => {
    expect(() => numberFromEnv({ SPEED: '11' }, 'SPEED', 0, 10)).toThrow(
      'SPEED must be a number from 0 to 10, not "11"',
    )
    expect(() => numberFromEnv({ SPEED: 'fast' }, 'SPEED', 0, 10)).toThrow('not "fast"')
  })

  it('takes only whole numbers where a count is meant', () => {
    expect(wholeNumberFromEnv({ COUNT: '4' }, 'COUNT', 1, 1000)).toBe(4)
    expect(() => wholeNumberFromEnv({ COUNT: '2.5' }, 'COUNT', 1, 1000)).toThrow(
      'COUNT must be a whole number from 1 to 1000, not "2.5"',
    )
    expect(() => wholeNumberFromEnv({ COUNT: '0' }, 'COUNT', 1, 1000)).toThrow('not "0"')
  })
})
