// Fixtures (/sports/fixtures): every sport's events today, top sports first, twenty a page.

import { EventList } from './EventList.tsx'
import { ListingHeader, Page } from './ListingHeader.tsx'
import { useListQuery } from './use-list-query.ts'

export default function FixturesPage() {
  const { window, page, setWindow, setPage } = useListQuery('today')
  return (
    <Page data-testid="fixtures-page">
      <ListingHeader
        title="Fixtures"
        window={window}
        windows={['today', 'this_week']}
        onWindow={setWindow}
      />
      <EventList
        params={{ sportCode: '', pathId: 0, phase: 'prematch', window, page }}
        onPage={setPage}
        empty="No fixtures in this period."
      />
    </Page>
  )
}
