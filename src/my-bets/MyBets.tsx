// My bets: the open bets with their live prices and cash-out, and the settled ones. Logged out,
// it asks for a login.

import { styled } from '@linaria/react'
import { useState } from 'react'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useLogin } from '../login/login-context.tsx'
import { Button } from '../ui/Button.tsx'
import { colors } from '../ui/theme.ts'
import { BetCard } from './BetCard.tsx'

export function MyBets() {
  const session = useView('session', (view) => view)
  const login = useLogin()
  const [tab, setTab] = useState<'open' | 'settled'>('open')
  if (session?.status !== 'logged-in' || !session.accountId)
    return (
      <>
        <h2>My bets</h2>
        <p>Log in to see your bets.</p>
        <Button type="button" variant="primary" onClick={() => login.send({ type: 'login.open' })}>
          Log in
        </Button>
      </>
    )
  return (
    <>
      <h2>My bets</h2>
      <Tabs role="tablist" aria-label="Open or settled bets">
        {(['open', 'settled'] as const).map((name) => (
          <Tab
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {name === 'open' ? 'Open' : 'Settled'}
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
  if (!view || view.status === 'loading') return <p aria-busy="true">Loading your bets…</p>
  if (view.status === 'failed') return <Problem role="alert">{view.error}</Problem>
  if (view.bets.length === 0) return <p>No open bets.</p>
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
  if (!result) return <p aria-busy="true">Loading settled bets…</p>
  if (!result.ok) return <Problem role="alert">{result.error.message}</Problem>
  if (result.data.bets.length === 0) return <p>No settled bets yet.</p>
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
