// Search as you type (issue 42): GET /xapi/rest/search?q= finds the events whose teams or
// competition match the words typed, and the competitions whose name does. Each word is read as
// the start of a word ("arse" finds Arsenal), so a bettor sees answers before typing a name out.

import * as v from 'valibot'
import { eventPathSchema, eventWithMarketsSchema } from '../events/event.ts'
import { operation } from './operation.ts'

/** Fewer letters than this match too much to be an answer. */
export const searchMinLength = 2
export const searchMaxLength = 60

export const searchQuerySchema = v.object({
  q: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(searchMinLength, `at least ${searchMinLength} characters`),
    v.maxLength(searchMaxLength, `at most ${searchMaxLength} characters`),
    v.regex(/[\p{L}\p{N}]/u, 'a letter or a digit'),
  ),
})
export type SearchQuery = v.InferOutput<typeof searchQuerySchema>

/** A found event as a list row shows it: its live state (clock, score, period), no markets. */
export const searchEventSchema = v.omit(eventWithMarketsSchema, ['markets'])
export type SearchEvent = v.InferOutput<typeof searchEventSchema>

/** A found competition: its sport and its path (sport, region, league), as a page link needs. */
export const searchCompetitionSchema = v.object({
  sportCode: v.string(),
  eventPaths: v.array(eventPathSchema),
})
export type SearchCompetition = v.InferOutput<typeof searchCompetitionSchema>

export const searchAnswerSchema = v.object({
  /** In play first, then by start time. */
  events: v.array(searchEventSchema),
  competitions: v.array(searchCompetitionSchema),
})
export type SearchAnswer = v.InferOutput<typeof searchAnswerSchema>

/** Most answers of each kind: a search narrows as it is typed, it does not page. */
export const searchLimits = { events: 20, competitions: 8 } as const

export const searchEvents = operation({
  operationId: 'searchEvents',
  method: 'GET',
  path: '/xapi/rest/search',
  summary:
    'Events whose teams or competition, and competitions whose name, start with the words typed; in play first',
  description: `Each word typed is the start of a word ("arse" finds Arsenal). At most ${searchLimits.events} events and ${searchLimits.competitions} competitions: a search narrows as it is typed, it does not page.`,
  tags: ['Events and markets'],
  caller: 'anyone',
  query: searchQuerySchema,
  answers: { 200: searchAnswerSchema },
  errors: { 400: ['invalid-request'] },
})
