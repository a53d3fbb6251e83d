import { styled } from '@linaria/react'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { Link, Redirect, Route, Switch } from 'wouter'
import { BetslipPanel } from '../betslip/BetslipPanel.tsx'
import { BetslipProvider, useBetslipActors } from '../betslip/betslip-context.tsx'
import type { EngineClient } from '../engine/engine-client.ts'
import { EngineContext, useView } from '../engine/use-engine.ts'
import { Header } from '../header/Header.tsx'
import { LivePage } from '../live/LivePage.tsx'
import { LoginModal } from '../login/LoginModal.tsx'
import { LoginProvider } from '../login/login-context.tsx'
import { LogoutProvider } from '../login/logout-context.tsx'
import { ToastContext, Toaster } from '../ui/Toaster.tsx'
import { barHeight, colors, desktop, mobile, rightColumnWidth } from '../ui/theme.ts'
import { createToastStore } from '../ui/toast-store.ts'
import { useDesktop } from '../ui/use-desktop.ts'

export function App({ client }: { client: EngineClient }) {
  const toasts = useMemo(createToastStore, [])
  return (
    <EngineContext value={client}>
      <ToastContext value={toasts}>
        <LoginProvider>
          <LogoutProvider>
            <BetslipProvider>
              <Header />
              <Layout>
                <Main>
                  <Routes />
                </Main>
                <Betslip />
              </Layout>
              <LoginModal />
              <Toaster />
            </BetslipProvider>
          </LogoutProvider>
        </LoginProvider>
      </ToastContext>
    </EngineContext>
  )
}

function Routes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/live/sport/" replace />
      </Route>
      <Route path="/live/sport/" component={LivePage} />
      <Route path="/live/sport/:sport" component={LivePage} />
      <Route>
        <NotFound>
          <h1>Page not found</h1>
          <Link href="/live/sport/">Go to live betting</Link>
        </NotFound>
      </Route>
    </Switch>
  )
}

/** The right column on desktop; under 1024 px a sheet over the page, opened from the bottom bar. */
function Betslip() {
  const isDesktop = useDesktop()
  const { panel } = useBetslipActors()
  const open = useSelector(panel, (snapshot) => snapshot.matches({ panel: 'open' }))
  const count = useView('betslip', (view) => view?.selections.length ?? 0)
  if (isDesktop)
    return (
      <RightColumn>
        <BetslipPanel />
      </RightColumn>
    )
  return (
    <>
      {open ? (
        <Sheet>
          <BetslipPanel />
        </Sheet>
      ) : null}
      <BottomBar>
        <BarButton
          type="button"
          aria-expanded={open}
          onClick={() => panel.send({ type: 'betslip.toggle' })}
        >
          Betslip <Badge data-testid="betslip-count">{count}</Badge>
        </BarButton>
      </BottomBar>
    </>
  )
}

const Layout = styled.div`
  display: grid;
  gap: 16px;
  max-width: 1366px;
  margin: 0 auto;
  padding: 16px;
  ${desktop} {
    grid-template-columns: minmax(0, 1fr) ${rightColumnWidth}px;
    align-items: start;
  }
  ${mobile} {
    padding: 8px 8px ${barHeight + 16}px;
  }
`

const Main = styled.main`
  min-width: 0;
`

const RightColumn = styled.aside`
  position: sticky;
  top: 72px;
`

const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: ${barHeight}px;
  max-height: 75vh;
  overflow: auto;
  z-index: 15;
  box-shadow: 0 -8px 24px rgb(0 0 0 / 40%);
`

const BottomBar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 15;
  height: ${barHeight}px;
  display: flex;
  background: ${colors.surface};
  border-top: 1px solid ${colors.line};
`

const BarButton = styled.button`
  flex: 1;
  border: none;
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`

const Badge = styled.span`
  padding: 2px 8px;
  border-radius: 10px;
  background: ${colors.accent};
  color: ${colors.accentText};
  font-size: 12px;
`

const NotFound = styled.section`
  padding: 24px;
  background: ${colors.surface};
  border-radius: 8px;
  a {
    color: ${colors.accent};
  }
`
