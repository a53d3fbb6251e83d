import { styled } from '@linaria/react'
import { Activity, Suspense, useEffect, useMemo, useState } from 'react'
import { Link, Redirect, Route, Switch, useLocation } from 'wouter'
import { multiviewPath, navigationIds } from '../../domain/rules/navigation-ids.ts'
import {
  type PartnerProduct,
  partnerProductOf,
  partnerProducts,
} from '../../domain/rules/partner-products.ts'
import { BetslipProvider, useBetslipActors } from '../betslip/betslip-context.tsx'
import { LateBetslipPanel, useBetslipPanelAsked } from '../betslip/LateBetslipPanel.tsx'
import { isPanelClosable, isPanelOpen } from '../betslip/panel-state.ts'
import { BrandLook } from '../brand/BrandLook.tsx'
import { CashierProvider } from '../cashier/cashier-context.tsx'
import type { EngineClient } from '../engine/engine-client.ts'
import { EngineContext } from '../engine/use-engine.ts'
import { Header, LanguageList } from '../header/Header.tsx'
import { I18nProvider, useI18n } from '../i18n/I18nProvider.tsx'
import { LivePage } from '../live/LivePage.tsx'
import { LoginModal } from '../login/LoginModal.tsx'
import { LoginProvider } from '../login/login-context.tsx'
import { LogoutProvider } from '../login/logout-context.tsx'
import { MyBetsProvider } from '../my-bets/my-bets-context.tsx'
import { myBetsPagePath } from '../my-bets/on-my-bets-page.ts'
import { LatePinAlerts } from '../pins/LatePins.tsx'
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx'
import { IconSprite } from '../ui/Icon.tsx'
import { LateToaster } from '../ui/LateToaster.tsx'
import { useLateSelector } from '../ui/late-actor.ts'
import { lateComponent } from '../ui/late-component.tsx'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'
import { barHeight, colors, desktop, headerHeight, mobile, rightColumnWidth } from '../ui/theme.ts'
import { createToastStore } from '../ui/toast-store.ts'
import { ToastContext } from '../ui/toasts.ts'
import { useDesktop } from '../ui/use-desktop.ts'
import { useEscapeCloses } from '../ui/use-escape-closes.ts'
import { EngineStartFailed, useEngineFailedToStart } from './EngineStartFailed.tsx'
import { LateCharts } from './LateCharts.tsx'
import { LocaleRouter } from './LocaleRouter.tsx'
import { MaintenanceWatch } from './MaintenanceWatch.tsx'
import { isNativeApp } from './native-app.ts'
import { OrientationNotice } from './OrientationNotice.tsx'
import { PageFailed } from './PageFailed.tsx'
import { PageMeta } from './PageMeta.tsx'
import { SettingsFailed } from './SettingsFailed.tsx'
import { SideColumn } from './SideColumn.ts'
import { SiteFooter } from './SiteFooter.tsx'
import { TabBar } from './TabBar.tsx'
import { ThirdPartyScripts } from './ThirdPartyScripts.tsx'

// Every page but the live list (the landing page) is its own chunk, loaded when first visited, so
// the entry chunk does not grow with the catalogue's screens. One that does not arrive shows
// PageFailed in its place, and Try again fetches it again.
const EventPage = lazyWithRetry(() => import('../event/EventPage.tsx'))
const SportPage = lazyWithRetry(() => import('../sports/SportPage.tsx'))
const CompetitionPage = lazyWithRetry(() => import('../sports/CompetitionPage.tsx'))
const OutrightsPage = lazyWithRetry(() => import('../sports/OutrightsPage.tsx'))
const FixturesPage = lazyWithRetry(() => import('../sports/FixturesPage.tsx'))
const SportsDrawer = lazyWithRetry(() => import('../sports/SportsDrawer.tsx'))
const AccountPage = lazyWithRetry(() => import('../account/AccountPage.tsx'))
const MyBetsPage = lazyWithRetry(() => import('../my-bets/MyBetsPage.tsx'))
const BetPage = lazyWithRetry(() => import('../my-bets/BetPage.tsx'))
const JackpotPage = lazyWithRetry(() => import('../jackpot/JackpotPage.tsx'))
const PromotionsPage = lazyWithRetry(() => import('../promotions/PromotionsPage.tsx'))
const PartnerPage = lazyWithRetry(() => import('../partners/PartnerPage.tsx'))
const MaintenancePage = lazyWithRetry(() => import('./MaintenancePage.tsx'))
const FavouritesPage = lazyWithRetry(() => import('../favourites/FavouritesPage.tsx'))
const MultiviewPage = lazyWithRetry(() => import('../pins/MultiviewPage.tsx'))
// The bridge to a host page (docs/embedding.md) is loaded only in a frame: a page of its own,
// most visits, neither fetches nor evaluates it.
const Embedded = lazyWithRetry(() => import('../embed/Embedded.tsx'))
// The desktop's right column, fetched as the first screen is drawn: a phone never shows it.
const RightColumn = lazyWithRetry(() => import('./RightColumn.tsx'))
// Back to top shows once the bettor has scrolled far down; the risk-group notice only to a player
// logged in, on a brand that shows it.
const BackToTop = lateComponent(() => import('./BackToTop.tsx'))
const RiskGroupGate = lateComponent(() => import('../account/RiskGroupGate.tsx'))
const framed = window.parent !== window

/** The leap virtuals open at one of their games too (/sports/leap/{leapGameId}). */
const leap = partnerProductOf('leap') as PartnerProduct

export function App({ client, locale }: { client: EngineClient; locale: string }) {
  const toasts = useMemo(createToastStore, [])
  return (
    <EngineContext value={client}>
      <I18nProvider initialLocale={locale}>
        <ToastContext value={toasts}>
          {/* The last resort, for a part outside the page's own boundary (the columns, a modal). */}
          <ErrorBoundary fallback={(retry) => <PageFailed onRetry={retry} />}>
            <LocaleRouter>
              <LoginProvider>
                <LogoutProvider>
                  <BetslipProvider>
                    <CashierProvider>
                      <MyBetsProvider>
                        <LateCharts />
                        <IconSprite />
                        <BrandLook />
                        <PageMeta />
                        <Shell />
                        <LoginModal />
                        <RiskGroupGate />
                        {framed ? (
                          <Suspense fallback={null}>
                            <Embedded />
                          </Suspense>
                        ) : null}
                        <LateToaster />
                      </MyBetsProvider>
                    </CashierProvider>
                  </BetslipProvider>
                </LogoutProvider>
              </LoginProvider>
            </LocaleRouter>
          </ErrorBoundary>
        </ToastContext>
      </I18nProvider>
    </EngineContext>
  )
}

/** The header (not in the native app, which draws its own), the columns and the tab bar. */
function Shell() {
  const { t } = useI18n()
  const isDesktop = useDesktop()
  const [menuOpen, setMenuOpen] = useState(false)
  const [location] = useLocation()
  const engineFailed = useEngineFailedToStart()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location closes the menu
  useEffect(() => setMenuOpen(false), [location])
  // The open menu covers the page under 1024 px: the page under it must not scroll.
  useEffect(() => {
    if (isDesktop || !menuOpen) return
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = ''
    }
  }, [isDesktop, menuOpen])
  useEscapeCloses(!isDesktop && menuOpen, () => setMenuOpen(false))
  return (
    <>
      {isNativeApp() ? null : <Header menuOpen={menuOpen} onMenu={() => setMenuOpen(!menuOpen)} />}
      <Layout>
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        <Main>
          {engineFailed ? (
            <EngineStartFailed />
          ) : (
            // Another address is tried afresh; a page that did not fail stays mounted.
            <ErrorBoundary resetKey={location} fallback={(retry) => <PageFailed onRetry={retry} />}>
              <Suspense fallback={<Loading aria-busy="true">{t('shell.loading')}</Loading>}>
                <Routes />
              </Suspense>
            </ErrorBoundary>
          )}
        </Main>
        <Betslip />
      </Layout>
      <SiteFooter />
      <MaintenanceWatch />
      <SettingsFailed />
      <ThirdPartyScripts />
      <BackToTop />
      <OrientationNotice />
      <LatePinAlerts />
      {isDesktop ? null : <TabBar menuOpen={menuOpen} onMenu={() => setMenuOpen(!menuOpen)} />}
    </>
  )
}

function Routes() {
  const { t } = useI18n()
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/live/sport/" replace />
      </Route>
      <Route path="/live/sport/" component={LivePage} />
      <Route path={`/live/sport/${navigationIds.favourites}`} component={FavouritesPage} />
      <Route path="/live/sport/:sport" component={LivePage} />
      <Route path={multiviewPath} component={MultiviewPage} />
      <Route path="/live/:slug" component={EventPage} />
      <Route path="/events/:slug" component={EventPage} />
      <Route path="/sports" component={SportPage} />
      <Route path="/sports/fixtures" component={FixturesPage} />
      {partnerProducts.flatMap((product) =>
        product.paths.map((path) => (
          <Route key={path} path={path}>
            <PartnerPage product={product} />
          </Route>
        )),
      )}
      <Route path="/sports/leap/:leapGameId">
        {(params) => <PartnerPage product={leap} gameId={params.leapGameId} />}
      </Route>
      <Route path="/sports/competitions/:a/:b/:c?" component={CompetitionPage} />
      <Route path="/sports/outrights/:a/:b?/:c?" component={OutrightsPage} />
      <Route path="/sports/:sport" component={SportPage} />
      <Route path={myBetsPagePath} component={MyBetsPage} />
      <Route path={`${myBetsPagePath}/:betId`} component={BetPage} />
      <Route path="/promotions" component={PromotionsPage} />
      <Route path="/jackpot" component={JackpotPage} />
      <Route path="/jackpot/sport/:jackpotEvent" component={JackpotPage} />
      <Route path="/account/bets" component={MyBetsPage} />
      <Route path="/account" component={AccountPage} />
      <Route path="/account/:tab" component={AccountPage} />
      <Route path="/maintenance" component={MaintenancePage} />
      <Route>
        <NotFound>
          <h1>{t('shell.notFound.title')}</h1>
          <Link href="/live/sport/">{t('shell.goToLive')}</Link>
        </NotFound>
      </Route>
    </Switch>
  )
}

/**
 * The sports menu: the left column on desktop; under 1024 px a drawer over the page, opened from
 * the tab bar's Menu, that closes when a link is followed.
 */
function Drawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useI18n()
  const isDesktop = useDesktop()
  if (isDesktop)
    return (
      <SideColumn>
        <Suspense fallback={null}>
          <SportsDrawer />
        </Suspense>
      </SideColumn>
    )
  return open ? (
    <>
      {/* The page dimmed behind the drawer, as behind a dialog; a tap on it closes the drawer. */}
      <DrawerBackdrop onClick={onClose} data-testid="drawer-backdrop" />
      <DrawerSheet id="sports-drawer">
        <Suspense fallback={<Loading>{t('shell.loading')}</Loading>}>
          <SportsDrawer onNavigate={onClose} />
        </Suspense>
        <Suspense fallback={null}>
          <LanguageList />
        </Suspense>
      </DrawerSheet>
    </>
  ) : null
}

/**
 * Under 1024 px the betslip is a sheet over the page, opened from the tab bar and by every add.
 * Closed, it is hidden rather than taken down: a tap on a price then shows a slip already built,
 * instead of building it on the main thread while the bettor waits (about a third of the tap's
 * cost on a slow phone, with no prices moving), and what was typed in it is still there when it
 * opens again.
 */
function Betslip() {
  const isDesktop = useDesktop()
  const { panel } = useBetslipActors()
  const open = useLateSelector(panel, isPanelOpen, false)
  const closable = useLateSelector(panel, isPanelClosable, false)
  useEscapeCloses(!isDesktop && open && closable, () => panel.send({ type: 'betslip.toggle' }))
  const panelAsked = useBetslipPanelAsked()
  if (isDesktop)
    return (
      <Suspense fallback={<SideColumn />}>
        <RightColumn />
      </Suspense>
    )
  return (
    <Activity mode={open ? 'visible' : 'hidden'}>
      <Sheet>{panelAsked ? <LateBetslipPanel /> : null}</Sheet>
    </Activity>
  )
}

const leftColumnWidth = 220

const Layout = styled.div`
  display: grid;
  gap: 16px;
  max-width: 1366px;
  margin: 0 auto;
  padding: 16px;
  ${desktop} {
    grid-template-columns: ${leftColumnWidth}px minmax(0, 1fr) ${rightColumnWidth}px;
    align-items: start;
  }
  ${mobile} {
    padding: 8px 8px 16px;
  }
`

const Main = styled.main`
  min-width: 0;
`

const DrawerBackdrop = styled.div`
  position: fixed;
  inset: 0 0 ${barHeight}px;
  z-index: 16;
  background: rgb(0 0 0 / 55%);
`

const DrawerSheet = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  bottom: ${barHeight}px;
  width: min(86vw, 340px);
  overflow-y: auto;
  overscroll-behavior: contain;
  z-index: 17;
  background: ${colors.surface};
  box-shadow: 8px 0 24px rgb(0 0 0 / 45%);
`

const Loading = styled.p`
  padding: 24px 16px;
  margin: 0;
  color: ${colors.muted};
`

// Measured against the screen as it is now (dvh): with the browser's address bar showing, 75vh
// of the largest screen reached up under the page's header and hid the slip's title there.
const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: ${barHeight}px;
  max-height: min(75dvh, calc(100dvh - ${headerHeight + barHeight}px));
  overflow: auto;
  z-index: 15;
  box-shadow: 0 -8px 24px rgb(0 0 0 / 40%);
`

const NotFound = styled.section`
  padding: 24px;
  background: ${colors.surface};
  border-radius: 8px;
  a {
    color: ${colors.accent};
  }
`
