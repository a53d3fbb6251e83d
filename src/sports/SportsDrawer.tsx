// The sports menu: every sport with events, with its counts, opening to its regions and leagues.
// The left column on desktop; a drawer from the tab bar on a phone (App.tsx). Counts come from the
// sports-tree view, which the engine refreshes as events start and finish.

import { styled } from '@linaria/react'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import type { SportNode } from '../../domain/engine/catalogue.ts'
import { competitionHref, outrightsHref } from '../../domain/events/links.ts'
import { sportByCode, sportPathSegment } from '../../domain/reference/sports.ts'
import { isKironLinkVisible } from '../../domain/rules/kiron-link.ts'
import { multiviewPath, navigationIds } from '../../domain/rules/navigation-ids.ts'
import { useView } from '../engine/use-engine.ts'
import { SubMenuLink } from '../header/SubMenu.tsx'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { useDesktop } from '../ui/use-desktop.ts'

export default function SportsDrawer({ onNavigate }: { onNavigate?: () => void }) {
  const sports = useView('sports-tree', (view) => view?.sports)
  const status = useView('sports-tree', (view) => view?.status)
  const liveCount = sports?.reduce((count, sport) => count + sport.liveCount, 0) ?? 0
  const { t } = useI18n()
  return (
    <Menu
      aria-label={t('sports.title')}
      data-testid="sports-drawer"
      onClick={closeOnLink(onNavigate)}
    >
      <Shortcuts>
        <Link href="/live/sport/">
          {t('sports.drawer.liveNow')} <Count data-live>{liveCount}</Count>
        </Link>
        <Link href="/sports/fixtures">{t('sports.drawer.todaysFixtures')}</Link>
        <FavouritesLink />
        <MultiviewLink />
        <KironLink />
      </Shortcuts>
      <BrandSections />
      <Title>{t('sports.title')}</Title>
      {status === 'failed' && !sports?.length ? (
        <Note role="alert">{t('sports.drawer.failed')}</Note>
      ) : null}
      <ul>
        {sports?.map((sport) => (
          <Sport key={sport.code} sport={sport} />
        ))}
      </ul>
    </Menu>
  )
}

/** The bettor's favourites, with how many, where the brand enables them. */
function FavouritesLink() {
  const enabled = useView('settings', (view) => view?.settings.enable_favorites ?? false)
  const count = useView('favourite-ids', (view) => view?.eventIds.length ?? 0)
  const { t } = useI18n()
  return enabled ? (
    <Link href={`/live/sport/${navigationIds.favourites}`} data-testid="favourites-link">
      {t('favourites.title')} <Count>{count}</Count>
    </Link>
  ) : null
}

/** The multi-view of the pinned matches, with how many. */
function MultiviewLink() {
  const count = useView('pins', (view) => view?.pins.length ?? 0)
  const { t } = useI18n()
  return (
    <Link href={multiviewPath} data-testid="multiview-link">
      {t('pins.title')} <Count>{count}</Count>
    </Link>
  )
}

/** Kiron's virtuals, on desktop where the brand enables them, for accounts Kiron can settle. */
function KironLink() {
  const desktop = useDesktop()
  const show = useView('settings', (view) => view?.settings.show_kiron_virtuals ?? '')
  const currency = useView(
    'session',
    (view) => (view?.status === 'logged-in' ? view.currency : undefined) ?? '',
  )
  const brandCurrency = useView('settings', (view) => view?.settings.currencyCode ?? '')
  const { t } = useI18n()
  return isKironLinkVisible({
    desktop,
    show_kiron_virtuals: show,
    currency: currency || brandCurrency,
  }) ? (
    <Link href="/sports/kiron">{t('sports.drawer.kiron')}</Link>
  ) : null
}

/**
 * The brand's sections (jackpot, virtuals, esports…), which the desktop reaches from the submenu
 * under the header: a phone has no submenu, so they are here.
 */
function BrandSections() {
  const desktop = useDesktop()
  const items = useView('settings', (view) => view?.settings.header_submenu)
  const [location] = useLocation()
  if (desktop || !items?.length) return null
  return (
    <Sections data-testid="drawer-sections">
      {items.map((item) => (
        <SubMenuLink key={item.id} item={item} current={location === item.url} />
      ))}
    </Sections>
  )
}

function Sport({ sport }: { sport: SportNode }) {
  const [open, setOpen] = useState(false)
  const known = sportByCode(sport.code)
  const { t } = useI18n()
  return (
    <li data-testid={`drawer-sport-${sport.code}`}>
      <Row>
        <Link href={known ? `/sports/${sportPathSegment(known)}` : '/sports'}>
          {sport.description}
        </Link>
        {sport.liveCount > 0 ? <Count data-live>{sport.liveCount}</Count> : null}
        <Count>{sport.prematchCount}</Count>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-label={t(
            open ? 'sports.drawer.closeCompetitions' : 'sports.drawer.openCompetitions',
            {
              sport: sport.description,
            },
          )}
          onClick={() => setOpen(!open)}
        />
      </Row>
      {open ? (
        <Regions>
          {sport.regions.map((region) => (
            <li key={region.id}>
              <RegionName>{region.description}</RegionName>
              <ul>
                {region.leagues.map((league) => (
                  <li key={league.id}>
                    <Row>
                      <Link href={competitionHref(sport.slug, region.slug, league.slug)}>
                        {league.description}
                      </Link>
                      <Count>{league.prematchCount + league.liveCount}</Count>
                    </Row>
                    {league.outrightCount > 0 ? (
                      <Outright href={outrightsHref(sport.slug, region.slug, league.slug)}>
                        {t('sports.outrightsLink', { count: league.outrightCount })}
                      </Outright>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </Regions>
      ) : null}
    </li>
  )
}

/** On a phone the drawer closes once a link in it is followed. */
const closeOnLink = (onNavigate?: () => void) => (event: React.MouseEvent) => {
  if (onNavigate && (event.target as HTMLElement).closest('a')) onNavigate()
}

const Menu = styled.nav`
  background: ${colors.surface};
  border-radius: 8px;
  padding: 8px 0;
  font-size: 14px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: ${colors.text};
    text-decoration: none;
  }
`

const Shortcuts = styled.div`
  display: grid;
  gap: 2px;
  padding: 0 0 8px;
  border-bottom: 1px solid ${colors.line};
  a {
    display: flex;
    justify-content: space-between;
    padding: 8px 16px;
    font-weight: 700;
  }
`

const Sections = styled(Shortcuts)`
  padding-top: 8px;
  a {
    justify-content: flex-start;
    gap: 8px;
  }
`

const Title = styled.h2`
  margin: 8px 16px 4px;
  color: ${colors.muted};
  font-size: 12px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 0 8px 0 16px;
  min-height: 40px;
  /* A long name wraps: the desktop's column left "American Foot…" and "Counter-St…" beside
     their counts. */
  a {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    padding: 10px 0;
  }
`

const Count = styled.span`
  min-width: 24px;
  padding: 1px 6px;
  border-radius: 10px;
  background: ${colors.raised};
  color: ${colors.muted};
  font-size: 12px;
  text-align: center;
  &[data-live] {
    background: transparent;
    color: ${colors.up};
    font-weight: 700;
  }
`

const Toggle = styled.button`
  width: 40px;
  height: 40px;
  border: none;
  background: transparent;
  color: ${colors.muted};
  cursor: pointer;
  &::after {
    content: '▸';
  }
  &[aria-expanded='true']::after {
    content: '▾';
  }
`

const Regions = styled.ul`
  padding: 0 0 6px 12px !important;
`

const RegionName = styled.h3`
  margin: 6px 16px 0;
  color: ${colors.muted};
  font-size: 12px;
`

const Outright = styled(Link)`
  display: block;
  padding: 0 16px 8px 16px;
  color: ${colors.accent} !important;
  font-size: 12px;
`

const Note = styled.p`
  margin: 8px 16px;
  color: ${colors.muted};
`
