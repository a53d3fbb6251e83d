// Pre-event listing (/sports and /sports/{id}-{SPORTCODE}): the sport's matches in play first, then
// the brand's odds boosts on that sport, then its coming events, today or this week, twenty a page,
// grouped as the sport groups (country or league), sorted by event path.

import { styled } from '@linaria/react'
import { useState } from 'react'
import { Link, useParams } from 'wouter'
import {
  sportByCode,
  sportFromPathSegment,
  sportPathSegment,
} from '../../domain/reference/sports.ts'
import { OddsBoosts } from '../boosts/OddsBoosts.tsx'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { EventList, Message } from './EventList.tsx'
import { ListingHeader, Page } from './ListingHeader.tsx'
import { useListQuery } from './use-list-query.ts'

export default function SportPage() {
  const { sport: segment } = useParams<{ sport?: string }>()
  const sports = useView('sports-tree', (view) => view?.sports)
  const { window, page, setWindow, setPage } = useListQuery('today')
  const { t, name } = useI18n()
  // /sports alone lists the first sport of the menu: the top sport with events.
  const sport =
    segment === undefined
      ? sportByCode(sports?.find((candidate) => candidate.prematchCount > 0)?.code ?? 'FOOT')
      : sportFromPathSegment(segment)
  if (!sport)
    return (
      <Page>
        <Message role="alert">
          {t('sports.noSuchSport')} <Link href="/sports">{t('sports.seeAll')}</Link>
        </Message>
      </Page>
    )
  return (
    <Page data-testid="sport-page">
      <ListingHeader
        title={name(sport.name)}
        window={window}
        windows={['today', 'this_week']}
        onWindow={setWindow}
      >
        <Chips aria-label={t('sports.title')}>
          {sports
            ?.filter((candidate) => candidate.prematchCount > 0)
            .map((candidate) => {
              const known = sportByCode(candidate.code)
              if (!known) return null
              return (
                <Link
                  key={candidate.code}
                  href={`/sports/${sportPathSegment(known)}`}
                  aria-current={known === sport ? 'page' : undefined}
                >
                  {candidate.description}
                </Link>
              )
            })}
        </Chips>
      </ListingHeader>
      <LiveNow sportCode={sport.code} />
      <OddsBoosts sportCode={sport.code} />
      <EventList
        params={{ sportCode: sport.code, pathId: 0, phase: 'prematch', window, page }}
        onPage={setPage}
        empty={t(window === 'today' ? 'sports.noEventsToday' : 'sports.noEventsThisWeek', {
          sport: name(sport.name),
        })}
      />
    </Page>
  )
}

/** The sport's matches in play, first: what a bettor opening a sport most often wants. */
function LiveNow({ sportCode }: { sportCode: string }) {
  const { t } = useI18n()
  const [page, setPage] = useState(1)
  const params = { sportCode, pathId: 0, phase: 'live', window: 'all', page } as const
  const live = useView({ name: 'event-list', params }, (view) => (view?.totalCount ?? 0) > 0)
  const status = useView({ name: 'event-list', params }, (view) => view?.status)
  // Hidden until its first answer says whether anything is in play, but busy meanwhile: the page
  // without it is shorter than the page with it, and an embedding host was told that height.
  const loading = status === undefined || status === 'loading'
  return (
    <section
      aria-labelledby="live-now-title"
      data-testid="live-now"
      hidden={!live}
      aria-busy={!live && loading ? 'true' : undefined}
    >
      <LiveTitle id="live-now-title">{t('sports.liveNow')}</LiveTitle>
      <EventList params={params} onPage={setPage} testId="live-now-list" />
    </section>
  )
}

const LiveTitle = styled.h2`
  margin: 12px 16px 4px;
  font-size: 16px;
`

const Chips = styled.nav`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  scrollbar-width: none;
  a {
    flex: none;
    padding: 6px 12px;
    border-radius: 16px;
    background: ${colors.raised};
    color: ${colors.text};
    font-size: 13px;
    text-decoration: none;
  }
  /* Inside the chip: the row scrolls, so an outline drawn outside is clipped at its edges. */
  a[aria-current='page'] {
    outline: 2px solid ${colors.accent};
    outline-offset: -2px;
  }
`
