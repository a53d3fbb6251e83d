// The my-bets modal's statechart for the whole app (SPEC.md section 4): the header toggles it, a
// cash-out keeps it mounted (hidden) until the cash-out ends, and on desktop it and the betslip
// never show together. Under 1024 px it is a dialog over the page, its content a chunk of its
// own; on desktop it stands in the right column (src/app/RightColumn.tsx). Its actor comes after
// the first screen (MyBetsChart.tsx).

import { type ReactNode, Suspense } from 'react'
import type { myBetsModalMachine } from '../../machines/my-bets-modal.ts'
import { LateActor } from '../ui/late-actor.ts'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'
import { useConstant } from '../ui/use-constant.ts'
import { useDesktop } from '../ui/use-desktop.ts'
import { MyBetsModalContext, useMyBetsShown } from './my-bets-modal.ts'

const MyBetsModal = lazyWithRetry(() => import('./MyBetsModal.tsx'))

export function MyBetsProvider({ children }: { children: ReactNode }) {
  const modal = useConstant(() => new LateActor<typeof myBetsModalMachine>())
  return (
    <MyBetsModalContext value={modal}>
      {children}
      <MyBetsDialog />
    </MyBetsModalContext>
  )
}

function MyBetsDialog() {
  const desktop = useDesktop()
  const shown = useMyBetsShown()
  return shown && !desktop ? (
    <Suspense fallback={null}>
      <MyBetsModal hidden={shown === 'hidden'} />
    </Suspense>
  ) : null
}
