// The betslip's statecharts' actors: placement, with its I/O the engine's, and the panel, told of
// the layout and of a placement under way. Loaded after the first screen (src/app/AppCharts.tsx).

import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { betslipErrorToast } from '../../domain/errors/toasts.ts'
import { betPlacementMachine } from '../../machines/bet-placement.ts'
import { betslipPanelMachine } from '../../machines/betslip-panel.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useMyBetsModal } from '../my-bets/my-bets-modal.ts'
import { newUuid } from '../ui/new-uuid.ts'
import { useToasts } from '../ui/toasts.ts'
import { useConstant } from '../ui/use-constant.ts'
import { useDesktop } from '../ui/use-desktop.ts'
import { useBetslipActors } from './betslip-context.tsx'

export function BetslipCharts() {
  const actors = useBetslipActors()
  const myBets = useMyBetsModal()
  const engine = useEngine()
  const toasts = useToasts()
  const desktop = useDesktop()
  const placement = useActorRef(
    useConstant(() =>
      betPlacementMachine.provide({
        actors: {
          placeBetslip: fromPromise(({ input }) => engine.betslip.place(input)),
          fetchBetslipStatus: fromPromise(({ input }) => engine.betslip.status(input.betSlipId)),
        },
      }),
    ),
    { input: { newUuid } },
  )
  const panel = useActorRef(betslipPanelMachine, { input: { desktop } })
  // The panel stays open from Place bet until the bettor has seen the outcome: on a phone the
  // emptied slip would otherwise close the sheet over the confirmation.
  const submitting = useSelector(placement, (snapshot) => !snapshot.matches('idle'))
  const failedReference = useSelector(placement, (snapshot) =>
    snapshot.matches('failed') && snapshot.context.error?.status === 500
      ? snapshot.context.reference
      : undefined,
  )

  useEffect(() => panel.send({ type: 'layout.changed', desktop }), [panel, desktop])
  useEffect(
    () => panel.send({ type: submitting ? 'placement.started' : 'placement.ended' }),
    [panel, submitting],
  )
  useEffect(() => {
    if (failedReference) toasts.show(betslipErrorToast(failedReference))
  }, [failedReference, toasts])
  // On desktop the slip and my bets share the right column: the slip opening closes my bets.
  useEffect(() => {
    const subscription = panel.on('betslip.opened', () => myBets.send({ type: 'betslip.opened' }))
    return () => subscription.unsubscribe()
  }, [panel, myBets])

  useEffect(() => {
    actors.placement.start(placement)
    actors.panel.start(panel)
  }, [actors, placement, panel])
  return null
}
