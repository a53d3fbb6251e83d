// The date windows of the event filters (SPEC.md section 9): today is the next 24 hours from the
// current minute, this_week the 7 days from the start of today. The time is passed in, and so is
// the bettor's UTC offset, since "start of today" is the bettor's midnight, not the server's.

export type DateWindow = 'today' | 'this_week'

export interface DateRange {
  /** ISO 8601, as the events query's dateFrom and dateTo take it. */
  dateFrom: string
  dateTo: string
}

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs

/** utcOffsetMinutes: minutes east of UTC (UTC+2 is 120), the opposite sign of getTimezoneOffset. */
export function dateRangeOf(window: DateWindow, nowMs: number, utcOffsetMinutes = 0): DateRange {
  if (window === 'today') {
    const from = Math.floor(nowMs / minuteMs) * minuteMs
    return range(from, from + dayMs)
  }
  const offsetMs = utcOffsetMinutes * minuteMs
  const from = Math.floor((nowMs + offsetMs) / dayMs) * dayMs - offsetMs
  return range(from, from + 7 * dayMs)
}

function range(fromMs: number, toMs: number): DateRange {
  return { dateFrom: new Date(fromMs).toISOString(), dateTo: new Date(toMs).toISOString() }
}
