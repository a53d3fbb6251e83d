// The multi-view (issue 41, /multiview): a tile for each pinned match, side by side. On desktop a
// grid in the page's column, the slip kept in its own; on a phone pages of four compact tiles, the
// next four a swipe away. A tile costs only while it is on screen (Tile.tsx).

import { styled } from '@linaria/react'
import { useEffect } from 'react'
import { maxPins } from '../../domain/rules/pins.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { PageSection } from '../ui/page-layout.ts'
import { mobile } from '../ui/theme.ts'
import { Tile } from './Tile.tsx'

/** What a phone shows at once; the rest a swipe away. */
const tilesAPage = 4

export default function MultiviewPage() {
  const { t } = useI18n()
  const pins = useView('pins', (view) => view?.pins)
  const count = pins?.length ?? 0
  // A "Bet now" link names the tile: brought into view once it is drawn. Else the page opens at
  // its top, whatever the page before was scrolled to: a phone's four tiles are the first screen.
  useEffect(() => {
    if (!location.hash) window.scrollTo(0, 0)
    else if (count > 0)
      document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'nearest' })
  }, [count])
  const pages: NonNullable<typeof pins>[] = []
  for (let from = 0; from < count; from += tilesAPage)
    pages.push(pins?.slice(from, from + tilesAPage) ?? [])
  return (
    <PageSection aria-labelledby="multiview-title" data-testid="multiview-page">
      <h1 id="multiview-title">{t('pins.title')}</h1>
      {count === 0 ? (
        <p role="status">{t('pins.none')}</p>
      ) : (
        <>
          <p>{t('pins.count', { count, max: maxPins })}</p>
          <Pages data-testid="multiview-pages">
            {pages.map((page, index) => (
              <Grid
                key={page[0]?.eventId}
                aria-label={t('pins.page', {
                  from: index * tilesAPage + 1,
                  to: index * tilesAPage + page.length,
                })}
              >
                {page.map((pin) => (
                  <Tile key={pin.eventId} pin={pin} />
                ))}
              </Grid>
            ))}
          </Pages>
        </>
      )}
    </PageSection>
  )
}

/** Desktop: the pages one under the other. Phone: side by side, one a screen, swiped. */
const Pages = styled.div`
  display: grid;
  gap: 12px;
  ${mobile} {
    grid-auto-flow: column;
    grid-auto-columns: 100%;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    > * {
      scroll-snap-align: start;
    }
  }
`

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mobile} {
    grid-template-columns: 1fr;
    gap: 8px;
    align-content: start;
  }
`
