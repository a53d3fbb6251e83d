import { describe, expect, it } from 'vitest'
import { dateRangeOf } from './date-windows.ts'

const now = Date.parse('2026-11-22T14:37:45.123Z')

describe('§9 date windows', () => {
  it('§9 date windows: today is 24 hours from the current minute', () => {
    expect(dateRangeOf('today', now)).toEqual({
      dateFrom: '2026-11-22T14:37:00.000Z',
      dateTo: '2026-11-23T14:37:00.000Z',
    })
  })

  it('§9 date windows: this_week is 7 days from the start of the day', () => {
    expect(dateRangeOf('this_week', now)).toEqual({
      dateFrom: '2026-11-22T00:00:00.000Z',
      dateTo: '2026-11-29T00:00:00.000Z',
    })
  })

  it("§9 date windows: the start of the day is the bettor's midnight", () => {
    expect(dateRangeOf('this_week', now, 120).dateFrom).toBe('2026-11-21T22:00:00.000Z')
    expect(dateRangeOf('this_week', Date.parse('2026-11-22T23:30:00Z'), 120).dateFrom).toBe(
      '2026-11-22T22:00:00.000Z',
    )
    expect(dateRangeOf('this_week', Date.parse('2026-11-22T03:00:00Z'), -300).dateFrom).toBe(
      '2026-11-21T05:00:00.000Z',
    )
  })

  it('§9 date windows: today does not depend on the offset', () => {
    expect(dateRangeOf('today', now, 330)).toEqual(dateRangeOf('today', now))
  })
})
