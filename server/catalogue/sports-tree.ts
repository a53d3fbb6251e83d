// GET /xapi/rest/sports/tree: what the sports drawer needs, in one statement. Each event counts
// once under each of its paths (sport, region, league); finished and removed events do not count,
// and a path with nothing left to count is left out.

import type { SportNodeResponse, SportsTree } from '../../domain/api/events.ts'
import type { Queryable } from '../db/database.ts'

interface PathCount {
  id: number
  parent_id: number | null
  kind: 'sport' | 'region' | 'league'
  sport_code: string
  slug: string
  description: string
  sport_order: number | null
  live: number
  prematch: number
  outright: number
}

export async function readSportsTree(db: Queryable): Promise<SportsTree> {
  const rows = await db.query<PathCount>(
    `select p.id, p.parent_id, p.kind, p.sport_code, p.slug, p.description,
       (select s.sort_order from sports s where s.code = p.sport_code) as sport_order,
       count(*) filter (where e.is_live and not e.outright)::integer as live,
       count(*) filter (where not e.is_live and not e.outright)::integer as prematch,
       count(*) filter (where e.outright)::integer as outright
     from events e
     cross join lateral unnest(e.path_ids) as listed(path_id)
     join event_paths p on p.id = listed.path_id
     where not e.removed and not e.is_finished
     group by p.id
     order by sport_order nulls last, p.sport_code, p.description, p.id`,
  )
  const counts = (row: PathCount) => ({
    id: row.id,
    slug: row.slug,
    description: row.description,
    liveCount: row.live,
    prematchCount: row.prematch,
    outrightCount: row.outright,
  })
  const sports: SportNodeResponse[] = []
  const regions = new Map<number, SportNodeResponse['regions'][number]>()
  const sportsById = new Map<number, SportNodeResponse>()
  // Parents come before their children only by kind: sports, then regions, then leagues.
  for (const kind of ['sport', 'region', 'league'] as const) {
    for (const row of rows) {
      if (row.kind !== kind) continue
      if (kind === 'sport') {
        const sport = { ...counts(row), code: row.sport_code, regions: [] }
        sports.push(sport)
        sportsById.set(row.id, sport)
      } else if (kind === 'region') {
        const region = { ...counts(row), leagues: [] }
        regions.set(row.id, region)
        if (row.parent_id !== null) sportsById.get(row.parent_id)?.regions.push(region)
      } else if (row.parent_id !== null) {
        regions.get(row.parent_id)?.leagues.push(counts(row))
      }
    }
  }
  return { sports }
}
