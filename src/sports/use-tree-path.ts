// The sport, region and league a route's slugs name, found in the sports tree.

import type { RegionNode, SportNode, TreeNode } from '../../domain/engine/catalogue.ts'
import { useView } from '../engine/use-engine.ts'

export interface TreePath {
  sport?: SportNode
  region?: RegionNode
  league?: TreeNode
  /** Whether the tree has loaded, so that a missing path can be told from one not yet known. */
  loaded: boolean
}

export function useTreePath(sportSlug?: string, regionSlug?: string, leagueSlug?: string) {
  const sports = useView('sports-tree', (view) => view?.sports)
  const status = useView('sports-tree', (view) => view?.status)
  const sport = sports?.find((candidate) => candidate.slug === sportSlug)
  const region = sport?.regions.find((candidate) => candidate.slug === regionSlug)
  const league = region?.leagues.find((candidate) => candidate.slug === leagueSlug)
  return { sport, region, league, loaded: status === 'ready' || status === 'failed' } as TreePath
}
