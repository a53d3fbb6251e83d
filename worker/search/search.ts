// The search area (issue 42): the events and competitions matching what a bettor types, asked of
// the server once the typing pauses. Only the latest search is answered: an earlier one still
// waiting is dropped, and one under way is cancelled, so an answer never overwrites a newer one.

import type { ApiResult } from '../../domain/api/result.ts'
import {
  type SearchAnswer,
  searchEvents,
  searchMaxLength,
  searchMinLength,
} from '../../domain/api/search.ts'
import type { EngineContext } from '../context/context.ts'

/** A pause in typing this long asks the server: a word typed at speed is one request. */
export const searchPauseMs = 250

const nothing: SearchAnswer = { events: [], competitions: [] }

export function createSearchModule(context: EngineContext) {
  let latest = 0
  let underWay: AbortController | undefined
  return {
    views: {},
    commands: {
      /**
       * The events (in play first, with their live state) and competitions whose names start
       * with the words typed; undefined when a later search came before the answer.
       */
      async find(text: string): Promise<ApiResult<SearchAnswer> | undefined> {
        const asked = ++latest
        underWay?.abort()
        const words = text.trim()
        if (words.length < searchMinLength) return { ok: true, data: nothing }
        await new Promise((resolve) => setTimeout(resolve, searchPauseMs))
        if (asked !== latest) return undefined
        underWay = new AbortController()
        const answer = await context.call(searchEvents, {
          query: { q: words.slice(0, searchMaxLength) },
          signal: underWay.signal,
        })
        return asked === latest ? answer : undefined
      },
    },
  }
}
