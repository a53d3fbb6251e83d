// The account pages under /account: profile, balances, transactions and history, each a tab of
// one page. Logged out, the page asks for a login instead.

import { styled } from '@linaria/react'
import { Link, Route, Switch, useLocation } from 'wouter'
import { useView } from '../engine/use-engine.ts'
import { useLogin } from '../login/login-context.tsx'
import { useLogout } from '../login/logout-context.tsx'
import { Button } from '../ui/Button.tsx'
import { colors } from '../ui/theme.ts'
import { BalancesTab } from './BalancesTab.tsx'
import { HistoryTab } from './HistoryTab.tsx'
import { ProfileTab } from './ProfileTab.tsx'
import { TransactionsTab } from './TransactionsTab.tsx'

const tabs = [
  { path: '/account', label: 'Profile' },
  { path: '/account/bets', label: 'Bets' },
  { path: '/account/balances', label: 'Balances' },
  { path: '/account/transactions', label: 'Transactions' },
  { path: '/account/history', label: 'History' },
] as const

export default function AccountPage() {
  const status = useView('session', (view) => view?.status)
  const login = useLogin()
  const [location] = useLocation()
  const logout = useLogout()
  if (status !== 'logged-in')
    return (
      <Page>
        <h1>Your account</h1>
        <p>Log in to see your profile, balances and history.</p>
        <Button type="button" variant="primary" onClick={() => login.send({ type: 'login.open' })}>
          Log in
        </Button>
      </Page>
    )
  return (
    <Page data-testid="account-page">
      <Heading>
        <h1>Your account</h1>
        <Button type="button" onClick={() => logout.send({ type: 'logout.request' })}>
          Log out
        </Button>
      </Heading>
      <Tabs aria-label="Account">
        {tabs.map((tab) => (
          <Link
            key={tab.path}
            href={tab.path}
            aria-current={location === tab.path ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </Tabs>
      <Switch>
        <Route path="/account/balances" component={BalancesTab} />
        <Route path="/account/transactions" component={TransactionsTab} />
        <Route path="/account/history" component={HistoryTab} />
        <Route component={ProfileTab} />
      </Switch>
    </Page>
  )
}

const Page = styled.section`
  padding: 16px;
  max-width: 900px;
  h1 {
    margin: 0 0 12px;
    font-size: 22px;
  }
  p {
    color: ${colors.muted};
  }
`

const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  h1 {
    margin: 0;
  }
`

const Tabs = styled.nav`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  margin-bottom: 16px;
  a {
    padding: 8px 14px;
    border-radius: 18px;
    border: 1px solid ${colors.line};
    color: ${colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: ${colors.accent};
    color: ${colors.accentText};
    border-color: ${colors.accent};
  }
`
