// GET /xapi/rest/search over the demo catalogue: words matched as the starts of words, an event
// with its live state, competitions by their own name, and a clear 400 for a bad query. The same
// query on PGlite and on PostgreSQL (DATABASE_URL), through the index of migration 027.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchAnswer } from '../../domain/api/search.ts'
import { prefixQueryOf, searchedText } from '../../server/catalogue/search.ts'
import { type RunningServer, startServer } from '../../server/server.ts'

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('search on PostgreSQL', () => {
  suite(databaseUrl)
})

describe('search on PGlite', () => {
  suite(undefined)
})

function suite(databaseUrl: string | undefined) {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ feed: null, ...(databaseUrl ? { databaseUrl } : {}) })
  })
  afterAll(() => server?.close())

  async function search(
    q: string,
  ): Promise<{ status: number; body: SearchAnswer & { message?: string } }> {
    const response = await fetch(`${server.url}/xapi/rest/search?q=${encodeURIComponent(q)}`)
    return { status: response.status, body: await response.json() }
  }

  describe('GET /xapi/rest/search', () => {
    it('reads the events through the search index, not the whole table', async () => {
      // The index the planner takes depends on the table's size (here a handful of events, the
      // listing's partial index as cheap to read whole), so the plan is asked of a table whose
      // only other way in is a scan: the listing's index dropped in a transaction rolled back.
      class Plan extends Error {
        constructor(readonly text: string) {
          super('rolled back')
        }
      }
      const plan = await server.db
        .transaction(async (tx) => {
          await tx.query('drop index events_listing')
          await tx.query('set local enable_seqscan = off')
          const rows = await tx.query<{ 'QUERY PLAN': string }>(
            `explain select e.id from events e where not e.removed and ${searchedText} @@ to_tsquery('simple', $1)`,
            [prefixQueryOf('arse')],
          )
          throw new Plan(rows.map((row) => row['QUERY PLAN']).join('\n'))
        })
        .catch((error: unknown) => {
          if (error instanceof Plan) return error.text
          throw error
        })
      expect(plan).toContain('events_search')
    })

    it('finds a team from the start of its name, with the match live state', async () => {
      const { status, body } = await search('arse')
      expect(status).toBe(200)
      const event = body.events.find((found) => found.description === 'Arsenal v Chelsea')
      expect(event).toBeDefined()
      expect(event?.clock?.status).toBe('RUNNING')
      expect(event?.scores).toEqual({ home: 0, away: 0 })
      expect(event).not.toHaveProperty('marketIds')
      expect(body.competitions).toEqual([])
    })

    // On PostgreSQL a worker's files share one database, so other files' events may match too:
    // each finding is checked by the rule, and the demo's own by name.
    const searched = (event: SearchAnswer['events'][number]) =>
      `${event.description} ${event.eventPaths[2]?.description ?? ''}`.toLowerCase()

    it('takes every word typed as the start of a word, in any case', async () => {
      const { body } = await search('REAL ma')
      expect(body.events.map((event) => event.description)).toContain('Real Madrid v Sevilla')
      for (const event of body.events) expect(searched(event)).toMatch(/\breal.*\bma|\bma.*\breal/)
      expect((await search('real xyz')).body.events).toEqual([])
    })

    it('finds a competition by its name, with its events', async () => {
      const { body } = await search('premier')
      const names = body.competitions.map((found) => found.eventPaths[2]?.description)
      expect(names).toContain('Premier League')
      for (const name of names) expect(name?.toLowerCase()).toMatch(/\bpremier/)
      expect(
        body.competitions.find((found) => found.eventPaths[2]?.description === 'Premier League')
          ?.sportCode,
      ).toBe('FOOT')
      expect(body.events.map((event) => event.description)).toContain('Arsenal v Chelsea')
    })

    it.each([
      ['a', 'at least 2'],
      ['   x  ', 'at least 2'],
      ['%%', 'a letter or a digit'],
      ['x'.repeat(61), 'at most 60'],
    ])('refuses %j with a 400 that says why', async (q, reason) => {
      const { status, body } = await search(q)
      expect(status).toBe(400)
      expect(body.message).toContain(reason)
    })
  })
}
