// The window (today, this week) and the page of a listing, kept in the address so that a shared
// or reloaded link shows the same page.

import { useSearchParams } from 'wouter'
import type { EventListParams } from '../../domain/engine/catalogue.ts'

const windows = ['today', 'this_week', 'all'] as const

export function useListQuery(defaultWindow: EventListParams['window']) {
  const [search, setSearch] = useSearchParams()
  const asked = search.get('window')
  const window = windows.find((candidate) => candidate === asked) ?? defaultWindow
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(search.get('page')) || 1)))
  const set = (next: { window?: EventListParams['window']; page?: number }) =>
    setSearch((current) => {
      const params = new URLSearchParams(current)
      if (next.window !== undefined) {
        params.set('window', next.window)
        params.delete('page')
      }
      if (next.page !== undefined) params.set('page', String(next.page))
      return params
    })
  return {
    window,
    page,
    setWindow: (value: EventListParams['window']) => set({ window: value }),
    setPage: (value: number) => set({ page: value }),
  }
}
