// The favourites (SPEC.md section 2: /live/sport/10000, the favourites' special navigation id):
// the events the bettor starred, newest first, live or not, each a row with its main market and
// its star, kept current by the stream. A finished event leaves the page on its own.

import { styled } from '@linaria/react'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { EventRow } from '../live/EventRow.tsx'
import { LoadProblem, PageSection } from '../ui/page-layout.ts'

export default function FavouritesPage() {
  const { t } = useI18n()
  const status = useView('favourites', (view) => view?.status)
  const eventIds = useView('favourites', (view) => view?.eventIds.join(' '))
  const ids = eventIds ? eventIds.split(' ') : []
  return (
    <PageSection aria-labelledby="favourites-title" data-testid="favourites-page">
      <h1 id="favourites-title">{t('favourites.title')}</h1>
      {ids.length > 0 ? (
        <Rows>
          {ids.map((eventId) => (
            <EventRow key={eventId} eventId={eventId} />
          ))}
        </Rows>
      ) : status === 'failed' ? (
        <LoadProblem role="alert">{t('favourites.failed')}</LoadProblem>
      ) : status === 'ready' ? (
        <p role="status">{t('favourites.none')}</p>
      ) : (
        <p aria-busy="true">{t('favourites.loading')}</p>
      )}
    </PageSection>
  )
}

const Rows = styled.ul`
  margin: 0 -12px;
  padding: 0;
  list-style: none;
`
