// A competition page (/sports/competitions/{sport}/{region} and .../{league}): the events of a
// region or one league, all dates, with its outrights a tab away when it has any.

import { Link, useParams } from 'wouter'
import { outrightsHref } from '../../domain/events/links.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { EventList, Message } from './EventList.tsx'
import { ListingHeader, Page } from './ListingHeader.tsx'
import { useListQuery } from './use-list-query.ts'
import { useTreePath } from './use-tree-path.ts'

export default function CompetitionPage() {
  const { a, b, c } = useParams<{ a: string; b: string; c?: string }>()
  const { sport, region, league, loaded } = useTreePath(a, b, c)
  const { window, page, setWindow, setPage } = useListQuery('all')
  const { t } = useI18n()
  const node = c === undefined ? region : league
  if (!sport || !region || !node)
    return (
      <Page>
        <Message role={loaded ? 'alert' : undefined} aria-busy={!loaded}>
          {loaded ? (
            <>
              {t('sports.competition.notFound')} <Link href="/sports">{t('sports.seeAll')}</Link>
            </>
          ) : (
            t('sports.loading')
          )}
        </Message>
      </Page>
    )
  const title = league ? `${region.description} · ${league.description}` : region.description
  return (
    <Page data-testid="competition-page">
      <ListingHeader
        title={title}
        window={window}
        windows={['all', 'today', 'this_week']}
        onWindow={setWindow}
      >
        {node.outrightCount > 0 ? (
          <Link href={outrightsHref(sport.slug, region.slug, ...(league ? [league.slug] : []))}>
            {t('sports.outrightsLink', { count: node.outrightCount })}
          </Link>
        ) : null}
      </ListingHeader>
      <EventList
        params={{ sportCode: sport.code, pathId: node.id, phase: 'prematch', window, page }}
        onPage={setPage}
        empty={t('sports.competition.notFound')}
      />
    </Page>
  )
}
