// The desktop's right column (SPEC.md section 2, 380 px): the betslip or my bets, never both (each
// closes the other: machines/betslip-panel.ts and machines/my-bets-modal.ts), under the desktop
// footer's two tabs that switch between them (domain/rules/footer-tabs.ts); then the adverts of
// page_layouts.right_column. With my bets closed the betslip stands there, empty or not, so a
// price taken always shows where the bettor looks for it. On the My Bets page my bets is the page
// itself, so the column keeps to the betslip there rather than show the bets twice. The column is
// a chunk of its own, fetched as the first screen is drawn, with the betslip's panel in it.

import { css } from '@linaria/core'
import { Suspense, useEffect } from 'react'
import type { FooterTab } from '../../domain/rules/footer-tabs.ts'
import BetslipPanel from '../betslip/BetslipPanel.tsx'
import { useBetslipActors } from '../betslip/betslip-context.tsx'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { useMyBetsModal, useMyBetsShown } from '../my-bets/my-bets-modal.ts'
import { useOnMyBetsPage } from '../my-bets/on-my-bets-page.ts'
import { useToggleMyBets } from '../my-bets/use-toggle-my-bets.ts'
import { AdvertList } from '../promotions/AdvertList.tsx'
import { useLateSelector } from '../ui/late-actor.ts'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'
import { Tabs } from '../ui/Tabs.tsx'
import { SideColumn } from './SideColumn.ts'
import { useFooterTabs } from './use-footer-tabs.ts'

const MyBetsColumn = lazyWithRetry(() => import('../my-bets/MyBetsColumn.tsx'))

export default function RightColumn() {
  const { t } = useI18n()
  const { placement } = useBetslipActors()
  const myBets = useMyBetsModal()
  const onMyBetsPage = useOnMyBetsPage()
  const opened = useMyBetsShown()
  const shown = onMyBetsPage && opened === 'visible' ? undefined : opened
  const toggleMyBets = useToggleMyBets()
  const loggedIn = useView('session', (view) => view?.status === 'logged-in')
  const selections = useView('betslip', (view) => view?.selections.length ?? 0)
  const openBets = useView('bet-count', (view) => view?.count ?? 0)
  // Not while a slip is on its way or awaits a trader: the column holds it in view until then.
  const placing = useLateSelector(placement, (snapshot) => snapshot.hasTag('submitting'), false)
  const tabs = useFooterTabs(true)
  useEffect(() => {
    if (onMyBetsPage && opened === 'visible') myBets.send({ type: 'myBets.close' })
  }, [onMyBetsPage, opened, myBets])
  const picked: FooterTab = shown === 'visible' ? 'myBets' : 'betslip'
  function show(tab: FooterTab) {
    if (tab === picked) return
    // The slip stands wherever my bets does not.
    if (tab === 'betslip') myBets.send({ type: 'myBets.close' })
    else toggleMyBets()
  }
  return (
    <SideColumn>
      {onMyBetsPage ? null : (
        <Tabs
          label={t('shell.tabs.column')}
          look="segmented"
          className={switcher}
          choices={tabs.map((tab) =>
            tab === 'myBets'
              ? {
                  value: tab,
                  name: t('myBets.title'),
                  ...(loggedIn ? { count: openBets } : {}),
                  testId: 'column-my-bets',
                }
              : {
                  value: tab,
                  name: t('shell.tabs.betslip'),
                  count: selections,
                  testId: 'column-betslip',
                },
          )}
          selected={picked}
          onSelect={show}
          disabled={placing}
        />
      )}
      {shown ? (
        <Suspense fallback={null}>
          <MyBetsColumn hidden={shown === 'hidden'} />
        </Suspense>
      ) : null}
      {shown === 'visible' ? null : <BetslipPanel underTabs={!onMyBetsPage} />}
      <AdvertList section="right_column" className={adverts} />
    </SideColumn>
  )
}

const switcher = css`
  margin-bottom: 12px;
`

const adverts = css`
  display: grid;
  gap: 12px;
  margin-top: 16px;
`
