// /open_bets/{betId}: one open bet on its own page (SPEC.md section 7, GET .../openbet/{betId}),
// reached from its card in My bets or by a link: its legs with the prices now, its figures and its
// cash-out. A bet no longer open (settled, cashed out in full) says so and leads back to My bets.

import { styled } from '@linaria/react'
import { Link, useParams } from 'wouter'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'
import { BetCard } from './BetCard.tsx'
import { LogInToSee } from './MyBets.tsx'
import { myBetsPagePath } from './on-my-bets-page.ts'

export default function BetPage() {
  const { betId = '' } = useParams<{ betId: string }>()
  const session = useView('session', (view) => view)
  const bet = useView({ name: 'open-bet', params: { betId } }, (view) => view)
  const { t } = useI18n()
  return (
    <Page data-testid="bet-page">
      {session?.status !== 'logged-in' || !session.accountId ? (
        <LogInToSee />
      ) : (
        <>
          <h2>{t('myBets.bet.title')}</h2>
          {!bet || bet.status === 'loading' || bet.status === 'logged-out' ? (
            <p aria-busy="true">{t('myBets.bet.loading')}</p>
          ) : bet.status === 'failed' ? (
            <Problem role="alert">{bet.error}</Problem>
          ) : bet.status === 'not-open' || !bet.bet ? (
            <p>{t('myBets.bet.notOpen')}</p>
          ) : (
            <List>
              <BetCard bet={bet.bet} currency={session.currency} accountId={session.accountId} />
            </List>
          )}
          <Link href={myBetsPagePath}>{t('myBets.bet.allBets')}</Link>
        </>
      )}
    </Page>
  )
}

const Page = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  max-width: 760px;
  a {
    color: ${colors.accent};
    font-weight: 700;
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const Problem = styled.p`
  color: ${colors.danger};
`
