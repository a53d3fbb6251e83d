// The event page (/events/{slug} before the event, /live/{slug} in play): the event's path, its
// start or its live scoreboard, and every market, grouped by market type in the domain's order.
// A group can be picked on its own; prices are the event-page view's, kept live by the stream.

import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { useState } from 'react'
import { Link, useParams } from 'wouter'
import type { MarketGroup } from '../../domain/engine/catalogue.ts'
import { eventPageToast } from '../../domain/errors/toasts.ts'
import { competitionHref, eventIdOfSlug } from '../../domain/events/links.ts'
import { isLive } from '../../domain/events/live.ts'
import { sportByCode, sportPathSegment } from '../../domain/reference/sports.ts'
import { useView } from '../engine/use-engine.ts'
import { FavouriteStar } from '../favourites/FavouriteStar.tsx'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { StaleNotice } from '../live/StaleNotice.tsx'
import PinButton from '../pins/PinButton.tsx'
import { Tabs } from '../ui/Tabs.tsx'
import { colors } from '../ui/theme.ts'
import { useToastWhen } from '../ui/use-toast-when.ts'
import { MarketCard } from './MarketCard.tsx'
import { MatchTracker } from './MatchTracker.tsx'
import { Scoreboard } from './Scoreboard.tsx'

export default function EventPage() {
  const { slug = '' } = useParams<{ slug: string }>()
  const eventId = eventIdOfSlug(decodeURIComponent(slug))
  if (!eventId) return <Missing />
  return <EventMarkets eventId={eventId} />
}

function EventMarkets({ eventId }: { eventId: string }) {
  const page = { name: 'event-page', params: { eventId } } as const
  const status = useView(page, (view) => view?.status)
  const event = useView(page, (view) => view?.event)
  const groups = useView(page, (view) => view?.groups)
  const { t, format, name } = useI18n()
  // The group picked on its own; none picked shows them all.
  const [picked, setPicked] = useState<string>()
  useToastWhen(
    status === undefined
      ? undefined
      : eventPageToast({ status, finished: event?.isFinished === true }),
  )
  if (status === 'not-found' || (status === 'ready' && !event)) return <Missing />
  if (!event)
    return (
      <Page aria-busy="true">
        <Message role={status === 'failed' ? 'alert' : undefined}>
          {status === 'failed' ? t('event.failed') : t('event.loading')}
        </Message>
      </Page>
    )
  const [sportPath, regionPath, ...leaguePaths] = event.eventPaths
  const leaguePath = leaguePaths.at(-1)
  const sport = sportByCode(event.sportCode)
  const live = isLive(event)
  const shownGroups = groups?.filter((group) => picked === undefined || group.key === picked)
  const groupName = (group: MarketGroup) =>
    group.name === undefined ? t('event.otherMarkets') : name(group.name)
  return (
    <Page data-testid="event-page">
      <Header>
        <Trail aria-label={t('event.breadcrumb')}>
          {sport ? (
            <Link href={`/sports/${sportPathSegment(sport)}`}>{name(sport.name)}</Link>
          ) : null}
          {sportPath && regionPath && leaguePath ? (
            <Link href={competitionHref(sportPath.slug, regionPath.slug, leaguePath.slug)}>
              {regionPath.description} · {leaguePath.description}
            </Link>
          ) : null}
        </Trail>
        <Title>
          <FavouriteStar eventId={event.id} eventName={event.description} />
          {event.outright || event.isFinished ? null : (
            <PinButton eventId={event.id} eventName={event.description} />
          )}
          <h1>{event.description}</h1>
        </Title>
        {live ? <Scoreboard event={event} /> : <Start>{format.startTime(event.startTime)}</Start>}
      </Header>
      {event.isFinished ? (
        <Message role="status" data-testid="event-finished">
          {t('event.finished')}
        </Message>
      ) : null}
      {live && event.tracker ? <MatchTracker event={event} tracker={event.tracker} /> : null}
      <StaleNotice />
      {groups && groups.length > 1 ? (
        <Tabs
          label={t('event.marketGroups')}
          className={marketGroups}
          choices={[
            { value: undefined, name: t('event.allMarkets') },
            ...groups.map((group) => ({ value: group.key, name: groupName(group) })),
          ]}
          selected={picked}
          onSelect={setPicked}
        />
      ) : null}
      {/* The event came before its markets, or came as a list's row with its main markets only
          while the whole event loads: the place of the rest says they are loading, so the short
          page between the two is not taken (an embedding host is told no height for it). */}
      {groups === undefined || status === 'loading' ? (
        <Message aria-busy="true">{t('event.loading')}</Message>
      ) : null}
      {groups?.length === 0 ? <Message>{t('event.noMarkets')}</Message> : null}
      {shownGroups?.map((group) => (
        <Group key={group.key} aria-label={groupName(group)}>
          {picked === undefined ? <GroupName>{groupName(group)}</GroupName> : null}
          {group.marketIds.map((marketId) => (
            <MarketCard key={marketId} eventId={eventId} marketId={marketId} />
          ))}
        </Group>
      ))}
    </Page>
  )
}

function Missing() {
  const { t } = useI18n()
  return (
    <Page>
      <Message role="alert">
        {t('event.missing')} <Link href="/sports">{t('event.findAnother')}</Link>
      </Message>
    </Page>
  )
}

const Page = styled.article`
  background: ${colors.surface};
  border-radius: 8px;
  overflow: hidden;
`

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
`

const Header = styled.header`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  border-bottom: 1px solid ${colors.line};
  h1 {
    margin: 0;
    font-size: 18px;
  }
`

const Trail = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  font-size: 12px;
  a {
    color: ${colors.muted};
  }
`

const Start = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 13px;
`

const marketGroups = css`
  padding: 8px 12px;
  overflow-x: auto;
  border-bottom: 1px solid ${colors.line};
  scrollbar-width: none;
`

const Group = styled.section``

const GroupName = styled.h2`
  margin: 0;
  padding: 10px 12px 0;
  color: ${colors.muted};
  font-size: 12px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

const Message = styled.p`
  padding: 24px 16px;
  margin: 0;
  color: ${colors.muted};
`
