// My bets: the open bets with their live prices and cash-out, and the settled ones, each a page
// at a time. Logged out, it asks for a login.

import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { useCallback, useEffect, useState } from 'react'
import { openBetsMostAtOnce } from '../../domain/api/open-bets.ts'
import { type SettledBet, settledBetsPageSize } from '../../domain/api/settled-bets.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { useLogin } from '../login/login-context.tsx'
import { Button } from '../ui/Button.tsx'
import { Tabs } from '../ui/Tabs.tsx'
import { colors } from '../ui/theme.ts'
import { BetCard } from './BetCard.tsx'
import { betPagePath } from './on-my-bets-page.ts'

export function MyBets() {
  const session = useView('session', (view) => view)
  const { t } = useI18n()
  const [tab, setTab] = useState<'open' | 'settled'>('open')
  if (session?.status !== 'logged-in' || !session.accountId) return <LogInToSee />
  return (
    <>
      <h2>{t('myBets.title')}</h2>
      <Tabs
        label={t('myBets.tabs.label')}
        look="segmented"
        className={openOrSettled}
        choices={[
          { value: 'open', name: t('myBets.tabs.open') },
          { value: 'settled', name: t('myBets.tabs.settled') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      {tab === 'open' ? (
        <OpenBets accountId={session.accountId} currency={session.currency} />
      ) : (
        <SettledBets
          key={session.accountId}
          accountId={session.accountId}
          currency={session.currency}
        />
      )}
    </>
  )
}

/** Logged out: the bets are the player's, so a login comes first. */
export function LogInToSee() {
  const login = useLogin()
  const { t } = useI18n()
  return (
    <>
      <h2>{t('myBets.title')}</h2>
      <p>{t('myBets.loggedOut')}</p>
      <Button type="button" variant="primary" onClick={() => login.send({ type: 'login.open' })}>
        {t('myBets.logIn')}
      </Button>
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
    <>
      <List data-testid="open-bets">
        {view.bets.map((bet) => (
          <BetCard
            key={bet.betId}
            bet={bet}
            currency={currency}
            accountId={accountId}
            pageHref={betPagePath(bet.betId)}
          />
        ))}
      </List>
      {view.count > view.bets.length && (
        <MoreOpenBets shown={view.bets.length} count={view.count} />
      )}
    </>
  )
}

/** How many open bets are not shown, and the next page of them on request. */
function MoreOpenBets({ shown, count }: { shown: number; count: number }) {
  const engine = useEngine()
  const { t } = useI18n()
  const [loading, setLoading] = useState(false)
  return (
    <More>
      <p>{t('myBets.open.newest', { shown, count })}</p>
      {shown < openBetsMostAtOnce && (
        <Button
          type="button"
          disabled={loading}
          aria-busy={loading}
          onClick={async () => {
            setLoading(true)
            await engine.myBets.showMoreOpenBets()
            setLoading(false)
          }}
        >
          {t('myBets.open.showMore')}
        </Button>
      )}
    </More>
  )
}

function SettledBets({ accountId, currency }: { accountId: string; currency: string }) {
  const settled = useSettledBets()
  const { t } = useI18n()
  if (!settled.loaded && settled.error === undefined)
    return <p aria-busy="true">{t('myBets.settled.loading')}</p>
  if (!settled.loaded) return <Problem role="alert">{settled.error}</Problem>
  if (settled.bets.length === 0) return <p>{t('myBets.settled.empty')}</p>
  return (
    <>
      <List data-testid="settled-bets">
        {settled.bets.map((bet) => (
          <BetCard key={bet.betId} bet={bet} currency={currency} accountId={accountId} />
        ))}
      </List>
      {settled.error !== undefined && <Problem role="alert">{settled.error}</Problem>}
      {settled.more && (
        <More>
          <Button
            type="button"
            disabled={settled.loading}
            aria-busy={settled.loading}
            onClick={settled.showOlder}
          >
            {t('myBets.settled.showOlder')}
          </Button>
        </More>
      )}
    </>
  )
}

interface SettledPages {
  /** The pages read so far, in one list, the latest settled first. */
  bets: SettledBet[]
  /** The first page has arrived. */
  loaded: boolean
  loading: boolean
  /** The last page was full: there may be older bets. */
  more: boolean
  /** Why the last page failed. */
  error?: string
}

/** The settled bets a page at a time, each read after the last bet shown (keyset paging). */
function useSettledBets(): SettledPages & { showOlder(): void } {
  const engine = useEngine()
  const [pages, setPages] = useState<SettledPages>({
    bets: [],
    loaded: false,
    loading: true,
    more: false,
  })
  const last = pages.bets.at(-1)?.betId
  const load = useCallback(
    async (before: string | undefined) => {
      setPages((now) => ({ ...now, loading: true }))
      const result = await engine.betHistory.settledBets(settledBetsPageSize, before)
      setPages((now) =>
        result.ok
          ? {
              bets: before === undefined ? result.data.bets : [...now.bets, ...result.data.bets],
              loaded: true,
              loading: false,
              more: result.data.bets.length === settledBetsPageSize,
            }
          : { ...now, loading: false, error: result.error.message },
      )
    },
    [engine],
  )
  useEffect(() => {
    void load(undefined)
  }, [load])
  return { ...pages, showOlder: () => void load(last) }
}

const openOrSettled = css`
  margin-bottom: 12px;
`

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 6px;
  margin-top: 12px;
  color: ${colors.muted};
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
