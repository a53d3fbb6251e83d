// The account pages under /account: profile, balances, transactions and history, each a tab of
// one page. Logged out, the page asks for a login instead.

import { styled } from '@linaria/react'
import { Link, Route, Switch, useLocation } from 'wouter'
import { useView } from '../engine/use-engine.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { useLogin } from '../login/login-context.tsx'
import { useLogout } from '../login/logout-context.tsx'
import { Button } from '../ui/Button.tsx'
import { colors } from '../ui/theme.ts'
import { BalancesTab } from './BalancesTab.tsx'
import { HistoryTab } from './HistoryTab.tsx'
import { ProfileTab } from './ProfileTab.tsx'
import { TransactionsTab } from './TransactionsTab.tsx'

const tabs: readonly { path: string; label: MessageKey }[] = [
  { path: '/account', label: 'account.tabs.profile' },
  { path: '/account/bets', label: 'account.tabs.bets' },
  { path: '/account/balances', label: 'account.tabs.balances' },
  { path: '/account/transactions', label: 'account.tabs.transactions' },
  { path: '/account/history', label: 'account.tabs.history' },
]

export default function AccountPage() {
  const status = useView('session', (view) => view?.status)
  const login = useLogin()
  const [location] = useLocation()
  const logout = useLogout()
  const { t } = useI18n()
  if (status !== 'logged-in')
    return (
      <Page>
        <h1>{t('account.title')}</h1>
        <p>{t('account.loggedOut')}</p>
        <Button type="button" variant="primary" onClick={() => login.send({ type: 'login.open' })}>
          {t('account.logIn')}
        </Button>
      </Page>
    )
  return (
    <Page data-testid="account-page">
      <Heading>
        <h1>{t('account.title')}</h1>
        <Button type="button" onClick={() => logout.send({ type: 'logout.request' })}>
          {t('account.logOut')}
        </Button>
      </Heading>
      <Tabs aria-label={t('account.tabs.label')}>
        {tabs.map((tab) => (
          <Link
            key={tab.path}
            href={tab.path}
            aria-current={location === tab.path ? 'page' : undefined}
          >
            {t(tab.label)}
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
