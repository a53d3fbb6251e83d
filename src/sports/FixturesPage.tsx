// Fixtures (/sports/fixtures): every sport's events today, top sports first, twenty a page.

import { useI18n } from '../i18n/I18nProvider.tsx'
import { EventList } from './EventList.tsx'
import { ListingHeader, Page } from './ListingHeader.tsx'
import { useListQuery } from './use-list-query.ts'

export default function FixturesPage() {
  const { window, page, setWindow, setPage } = useListQuery('today')
  const { t } = useI18n()
  return (
    <Page data-testid="fixtures-page">
      <ListingHeader
        title={t('sports.fixtures.title')}
        window={window}
        windows={['today', 'this_week']}
        onWindow={setWindow}
      />
      <EventList
        params={{ sportCode: '', pathId: 0, phase: 'prematch', window, page }}
        onPage={setPage}
        empty={t('sports.fixtures.empty')}
      />
    </Page>
  )
}
