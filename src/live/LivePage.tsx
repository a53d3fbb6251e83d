// The live overview: competitions grouped by sport, country and league, top sports first, with
// filters by sport (the route's /live/sport/{id}-{CODE}) and by competition, and within a sport the
// market its rows show (the euro market, SPEC.md section 2). A bettor reads a screenful, so only
// that much is rendered: competitions open until a page of rows shows, more on request. A row that
// is not rendered subscribes to nothing, so it costs neither the engine nor this thread anything
// when its prices move.

import { styled } from '@linaria/react'
import { memo, useDeferredValue, useState } from 'react'
import { Link, useParams } from 'wouter'
import type { LiveCompetition } from '../../domain/engine/live.ts'
import {
  sportByCode,
  sportFromPathSegment,
  sportPathSegment,
} from '../../domain/reference/sports.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { useDesktop } from '../ui/use-desktop.ts'
import { EventRow } from './EventRow.tsx'
import { MarketChoice } from './MarketChoice.tsx'
import { StaleNotice } from './StaleNotice.tsx'

/**
 * Rows a page shows at first (competitions open until this many show, each at most this many):
 * about a screenful, so the first render of a busy list stays short on a phone.
 */
const rowsPerPage = { desktop: 10, phone: 6 }

export function LivePage() {
  const { sport: sportSegment } = useParams<{ sport?: string }>()
  const sport = sportSegment === undefined ? undefined : sportFromPathSegment(sportSegment)
  const [competitionId, setCompetitionId] = useState('')
  // The market the rows show, chosen for one sport: another sport's list starts on its main one.
  const [marketChoice, setMarketChoice] = useState({ sportCode: '', marketTypeIds: '' })
  const marketTypeIds =
    sport && marketChoice.sportCode === sport.code && marketChoice.marketTypeIds
      ? marketChoice.marketTypeIds
      : undefined
  // The list re-renders only when events start or leave: competitions keeps its identity otherwise.
  // It is rendered as a deferred value, so React builds it in slices in the background: the
  // snapshot's sixty-odd competitions had been one task of 100-280 ms on a throttled phone.
  // Until the deferred list catches up with the snapshot it is the empty one from before it, while
  // the counts already say what came: still loading, not an empty page that the rows then push.
  const all = useDeferredValue(useView('live-events', (view) => view?.competitions))
  const sports = useView('live-events', (view) => view?.sports)
  const totalCount = useView('live-events', (view) => view?.eventCount ?? 0)
  const status = useView('live-events', (view) => view?.status)
  const streaming = useView('live-events', (view) => view?.streaming ?? false)
  const pageRows = useDesktop() ? rowsPerPage.desktop : rowsPerPage.phone
  const { t, name } = useI18n()
  const inSport = sport ? all?.filter((competition) => competition.sportCode === sport.code) : all
  const competitions = competitionId
    ? inSport?.filter((competition) => competition.id === competitionId)
    : inSport
  const eventCount = sport
    ? (sports?.find((candidate) => candidate.code === sport.code)?.eventCount ?? 0)
    : totalCount
  if (sportSegment !== undefined && !sport)
    return (
      <Page>
        <Message role="alert">
          {t('live.noSuchSport')} <Link href="/live/sport/">{t('live.seeEverything')}</Link>
        </Message>
      </Page>
    )
  return (
    <Page>
      <Heading>
        <h1>
          {sport ? t('live.titleSport', { sport: name(sport.name) }) : t('live.title')}{' '}
          <Count>{eventCount}</Count>
        </h1>
        <Connection
          data-streaming={streaming}
          title={t(streaming ? 'live.streamingTitle' : 'live.reconnectingTitle')}
        >
          {t(streaming ? 'live.streaming' : 'live.reconnecting')}
        </Connection>
      </Heading>
      <StaleNotice />
      <Filters aria-label={t('live.sports')}>
        <Chip href="/live/sport/" aria-current={sport ? undefined : 'page'}>
          {t('live.allSports')} <Count>{totalCount}</Count>
        </Chip>
        {sports?.map(({ code, eventCount: count }) => {
          const chip = sportByCode(code)
          if (!chip) return null
          return (
            <Chip
              key={code}
              href={`/live/sport/${sportPathSegment(chip)}`}
              aria-current={chip === sport ? 'page' : undefined}
              onClick={() => setCompetitionId('')}
              data-testid={`live-sport-${code}`}
            >
              {name(chip.name)} <Count>{count}</Count>
            </Chip>
          )
        })}
      </Filters>
      {(inSport && inSport.length > 1) || sport ? (
        <ListFilters>
          {inSport && inSport.length > 1 ? (
            <label>
              {t('live.competition')}{' '}
              <select
                value={competitionId}
                onChange={(event) => setCompetitionId(event.target.value)}
                data-testid="live-competition-filter"
              >
                <option value="">{t('live.allCompetitions')}</option>
                {inSport.map((competition) => (
                  <option key={competition.id} value={competition.id}>
                    {competitionTitle(competition)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {sport ? (
            <MarketChoice
              sportCode={sport.code}
              marketTypeIds={marketTypeIds ?? ''}
              onChange={(ids) => setMarketChoice({ sportCode: sport.code, marketTypeIds: ids })}
            />
          ) : null}
        </ListFilters>
      ) : null}
      {status === 'failed' && eventCount === 0 ? (
        <Message role="alert">{t('live.failed')}</Message>
      ) : status !== 'ready' || !all || (all.length === 0 && totalCount > 0) ? (
        <Message aria-busy="true">{t('live.loading')}</Message>
      ) : eventCount === 0 ? (
        <Message>{t('live.empty')}</Message>
      ) : (
        <div data-testid="live-events">
          {competitions?.map((competition, index) => (
            <div key={competition.id}>
              {!sport && competition.sportCode !== competitions[index - 1]?.sportCode ? (
                <SportHeading>
                  {name(sportByCode(competition.sportCode)?.name ?? competition.sportCode)}
                </SportHeading>
              ) : null}
              <Competition
                competition={competition}
                openAtFirst={rowsBefore(competitions, index, pageRows) < pageRows}
                pageRows={pageRows}
                marketTypeIds={marketTypeIds}
              />
            </div>
          ))}
        </div>
      )}
    </Page>
  )
}

const competitionTitle = (competition: LiveCompetition) =>
  competition.region
    ? `${competition.region} · ${competition.description}`
    : competition.description

/** The rows the competitions before this one show when the page loads. */
const rowsBefore = (competitions: LiveCompetition[], index: number, pageRows: number): number =>
  competitions
    .slice(0, index)
    .reduce((rows, competition) => rows + Math.min(competition.eventIds.length, pageRows), 0)

/**
 * Memoized: a change of the list (a match come or gone, a count) renders the page again, and
 * unmemoized its twenty-odd competitions rendered with it, about 370 components on the 200-match
 * list, a long task on a slow phone every half minute or so. The view keeps an unchanged
 * competition's record, so only those that changed render.
 */
const Competition = memo(function Competition({
  competition,
  openAtFirst,
  pageRows,
  marketTypeIds,
}: {
  competition: LiveCompetition
  openAtFirst: boolean
  pageRows: number
  marketTypeIds: string | undefined
}) {
  const [open, setOpen] = useState(openAtFirst)
  const [shown, setShown] = useState(pageRows)
  const more = competition.eventIds.length - shown
  const { t } = useI18n()
  return (
    <section aria-label={competitionTitle(competition)}>
      <CompetitionHeading
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid={`competition-${competition.id}`}
      >
        <span>{competitionTitle(competition)}</span>
        <CompetitionCount>{competition.eventIds.length}</CompetitionCount>
      </CompetitionHeading>
      {open ? (
        <>
          <List>
            {competition.eventIds.slice(0, shown).map((eventId) => (
              <EventRow key={eventId} eventId={eventId} marketTypeIds={marketTypeIds} />
            ))}
          </List>
          {more > 0 ? (
            <ShowMore type="button" onClick={() => setShown(shown + pageRows)}>
              {t('live.showMore', { count: Math.min(more, pageRows), total: more })}
            </ShowMore>
          ) : null}
        </>
      ) : null}
    </section>
  )
})

const Page = styled.section`
  background: ${colors.surface};
  border-radius: 8px;
  overflow: hidden;
`

const Heading = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 12px 16px;
  border-bottom: 1px solid ${colors.line};
  h1 {
    margin: 0;
    font-size: 18px;
  }
`

const Count = styled.span`
  margin-left: 6px;
  color: ${colors.muted};
  font-size: 13px;
  font-weight: 700;
`

const Connection = styled.span`
  font-size: 12px;
  font-weight: 700;
  color: ${colors.muted};
  &[data-streaming='true'] {
    color: ${colors.up};
  }
  &[data-streaming='true']::before {
    content: '● ';
  }
`

const Filters = styled.nav`
  display: flex;
  gap: 8px;
  padding: 10px 16px;
  overflow-x: auto;
  border-bottom: 1px solid ${colors.line};
  scrollbar-width: none;
`

const Chip = styled(Link)`
  flex: none;
  padding: 6px 12px;
  border-radius: 16px;
  background: ${colors.raised};
  color: ${colors.text};
  font-size: 13px;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    background: ${colors.accent};
    color: ${colors.accentText};
  }
  &[aria-current='page'] span {
    color: inherit;
  }
`

const ListFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  padding: 8px 16px;
  border-bottom: 1px solid ${colors.line};
  font-size: 13px;
  color: ${colors.muted};
  select {
    max-width: 100%;
    margin-left: 6px;
    padding: 6px;
    border-radius: 6px;
    background: ${colors.raised};
    color: ${colors.text};
    border: 1px solid ${colors.line};
    font: inherit;
  }
`

const SportHeading = styled.h2`
  margin: 0;
  padding: 12px 16px 6px;
  font-size: 13px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${colors.muted};
`

const CompetitionHeading = styled.button`
  display: flex;
  align-items: center;
  width: 100%;
  padding: 10px 16px;
  border: none;
  border-bottom: 1px solid ${colors.line};
  background: ${colors.raised};
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '▾';
    margin-left: 8px;
    color: ${colors.muted};
  }
  &[aria-expanded='false']::after {
    content: '▸';
  }
`

const CompetitionCount = styled.span`
  margin-left: auto;
  color: ${colors.muted};
  font-size: 13px;
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const ShowMore = styled.button`
  width: 100%;
  padding: 10px 16px;
  border: none;
  border-bottom: 1px solid ${colors.line};
  background: transparent;
  color: ${colors.accent};
  font: inherit;
  cursor: pointer;
`

const Message = styled.p`
  padding: 24px 16px;
  margin: 0;
  color: ${colors.muted};
  /* Loading, the list's place is a screen tall: the footer under a short placeholder was pushed
     off the screen as the rows came, the largest part of the page's layout shift (0.22). */
  &[aria-busy='true'] {
    min-height: 100vh;
  }
`
