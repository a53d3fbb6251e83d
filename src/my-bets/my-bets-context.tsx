// The my-bets modal's statechart for the whole app (SPEC.md section 4): the header toggles it, a
// cash-out keeps it mounted (hidden) until the cash-out ends, and on desktop it and the betslip
// never show together. Under 1024 px it is a dialog over the page, its content a chunk of its
// own; on desktop it stands in the right column (src/app/RightColumn.tsx).

import { useActorRef, useSelector } from '@xstate/react'
import { type ReactNode, Suspense, useEffect } from 'react'
import { myBetsModalMachine } from '../../machines/my-bets-modal.ts'
import { useBetslipActors } from '../betslip/betslip-context.tsx'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'
import { useDesktop } from '../ui/use-desktop.ts'
import { MyBetsModalContext, myBetsShown } from './my-bets-modal.ts'

const MyBetsModal = lazyWithRetry(() => import('./MyBetsModal.tsx'))

export function MyBetsProvider({ children }: { children: ReactNode }) {
  const desktop = useDesktop()
  const { panel } = useBetslipActors()
  const modal = useActorRef(myBetsModalMachine, { input: { desktop } })
  const shown = useSelector(modal, myBetsShown)
  useEffect(() => modal.send({ type: 'layout.changed', desktop }), [modal, desktop])
  useEffect(() => {
    const opened = modal.on('myBets.opened', () => panel.send({ type: 'myBets.opened' }))
    const slipOpened = panel.on('betslip.opened', () => modal.send({ type: 'betslip.opened' }))
    return () => {
      opened.unsubscribe()
      slipOpened.unsubscribe()
    }
  }, [modal, panel])
  return (
    <MyBetsModalContext value={modal}>
      {children}
      {shown && !desktop ? (
        <Suspense fallback={null}>
          <MyBetsModal hidden={shown === 'hidden'} />
        </Suspense>
      ) : null}
    </MyBetsModalContext>
  )
}
