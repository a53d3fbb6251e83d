// The my-bets modal's statechart's actor, told of the layout; on desktop my bets opening closes
// the betslip, which shares the right column. Loaded after the first screen (src/app/AppCharts.tsx).

import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { myBetsModalMachine } from '../../machines/my-bets-modal.ts'
import { useBetslipActors } from '../betslip/betslip-context.tsx'
import { useDesktop } from '../ui/use-desktop.ts'
import { useMyBetsModal } from './my-bets-modal.ts'

export function MyBetsChart() {
  const late = useMyBetsModal()
  const { panel } = useBetslipActors()
  const desktop = useDesktop()
  const modal = useActorRef(myBetsModalMachine, { input: { desktop } })
  useEffect(() => modal.send({ type: 'layout.changed', desktop }), [modal, desktop])
  useEffect(() => {
    const subscription = modal.on('myBets.opened', () => panel.send({ type: 'myBets.opened' }))
    return () => subscription.unsubscribe()
  }, [modal, panel])
  useEffect(() => late.start(modal), [late, modal])
  return null
}
