// Outrights (/sports/outrights/{sport}/{region?}/{league}): bets on a whole competition, its winner
// or its top scorer, each with its favourites and a link to every selection. Two segments name a
// region, or a league with its region left out (SPEC.md section 2: the middle one is optional).

import { styled } from '@linaria/react'
import { Link, useParams } from 'wouter'
import type { RegionNode, SportNode, TreeNode } from '../../domain/engine/catalogue.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { EventList, Message } from './EventList.tsx'
import { Page } from './ListingHeader.tsx'
import { useListQuery } from './use-list-query.ts'
import { useTreePath } from './use-tree-path.ts'

export default function OutrightsPage() {
  const { a, b, c } = useParams<{ a: string; b?: string; c?: string }>()
  const path = useTreePath(a, b, c)
  const { sport, region, league, loaded } =
    c === undefined && b !== undefined && !path.region && path.sport
      ? { ...path, ...leagueOfSport(path.sport, b) }
      : path
  const { page, setPage } = useListQuery('all')
  const { t } = useI18n()
  const node = league ?? region ?? sport
  if (!sport || !node || (b !== undefined && !region) || (c !== undefined && !league))
    return (
      <Page>
        <Message role={loaded ? 'alert' : undefined}>
          {loaded ? (
            <>
              {t('sports.outrights.notFound')} <Link href="/sports">{t('sports.seeAll')}</Link>
            </>
          ) : (
            t('sports.loading')
          )}
        </Message>
      </Page>
    )
  return (
    <Page data-testid="outrights-page">
      <Title>{t('sports.outrights.title', { name: node.description })}</Title>
      <EventList
        params={{
          sportCode: sport.code,
          pathId: node === sport ? 0 : node.id,
          phase: 'outrights',
          window: 'all',
          page,
        }}
        onPage={setPage}
        empty={t('sports.outrights.empty')}
      />
    </Page>
  )
}

/**
 * The league of that slug in any of the sport's regions, with its region. Two regions may hold
 * a league of one name (Serie A in Italy and in Brazil): the one with outrights is meant.
 */
function leagueOfSport(sport: SportNode, slug: string): { region?: RegionNode; league?: TreeNode } {
  const named = sport.regions.flatMap((region) =>
    region.leagues.filter((league) => league.slug === slug).map((league) => ({ region, league })),
  )
  return named.find(({ league }) => league.outrightCount > 0) ?? named[0] ?? {}
}

const Title = styled.h1`
  margin: 0;
  padding: 12px 16px;
  font-size: 18px;
  border-bottom: 1px solid ${colors.line};
`
