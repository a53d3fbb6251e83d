// My bets: the open bets with their live prices and cash-out, and the settled ones. Logged out,
// it asks for a login.

import { styled } from '@linaria/react'
import { useState } from 'react'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { useLogin } from '../login/login-context.tsx'
import { Button } from '../ui/Button.tsx'
import { colors } from '../ui/theme.ts'
import { BetCard } from './BetCard.tsx'

export function MyBets() {
  const session = useView('session', (view) => view)
  const login = useLogin()
  const { t } = useI18n()
  const [tab, setTab] = useState<'open' | 'settled'>('open')
  if (session?.status !== 'logged-in' || !session.accountId)
    return (
      <>
        <h2>{t('myBets.title')}</h2>
        <p>{t('myBets.loggedOut')}</p>
        <Button type="button" variant="primary" onClick={() => login.send({ type: 'login.open' })}>
          {t('myBets.logIn')}
        </Button>
      </>
    )
  return (
    <>
      <h2>{t('myBets.title')}</h2>
      <Tabs role="tablist" aria-label={t('myBets.tabs.label')}>
        {(['open', 'settled'] as const).map((name) => (
          <Tab
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {t(name === 'open' ? 'myBets.tabs.open' : 'myBets.tabs.settled')}
          </Tab>
        ))}
      </Tabs>
      {tab === 'open' ? (
        <OpenBets accountId={session.accountId} currency={session.currency} />
      ) : (
        <SettledBets accountId={session.accountId} currency={session.currency} />
      )}
    </>
  )
}

function OpenBets({ accountId, currency }: { accountId: string; currency: string }) {
  const view = useView('open-bets', (state) => state)
  const { t } = useI18n()
  if (!view || view.status === 'loading') return <p aria-busy="true">{t('myBets.open.loading')}</p>
  if (view.status === 'failed') return <Problem role="alert">{view.error}</Problem>
  if (view.bets.length === 0) return <p>{t('myBets.open.empty')}</p>
  return (
    <List data-testid="open-bets">
      {view.bets.map((bet) => (
        <BetCard key={bet.betId} bet={bet} currency={currency} accountId={accountId} />
      ))}
    </List>
  )
}

function SettledBets({ accountId, currency }: { accountId: string; currency: string }) {
  const engine = useEngine()
  const settled = useEngineCall(() => engine.myBets.settledBets(), [])
  const result = settled.result
  const { t } = useI18n()
  if (!result) return <p aria-busy="true">{t('myBets.settled.loading')}</p>
  if (!result.ok) return <Problem role="alert">{result.error.message}</Problem>
  if (result.data.bets.length === 0) return <p>{t('myBets.settled.empty')}</p>
  return (
    <List data-testid="settled-bets">
      {result.data.bets.map((bet) => (
        <BetCard key={bet.betId} bet={bet} currency={currency} accountId={accountId} />
      ))}
    </List>
  )
}

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 6px;
  margin-bottom: 12px;
`

const Tab = styled.button`
  min-height: 40px;
  border-radius: 6px;
  border: 1px solid ${colors.line};
  background: ${colors.raised};
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
  &[aria-selected='true'] {
    background: ${colors.accent};
    color: ${colors.accentText};
  }
`

const List = styled.ul`
  display: grid;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;
`

const Problem = styled.p`
  color: ${colors.danger};
`
