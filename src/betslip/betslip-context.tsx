// The betslip's two statecharts, one each for the app: placement (so a slip being placed
// survives the mobile sheet closing) and the panel (open, expanded, held open while placing).
// This provider relays between them and the engine's betslip view.

import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { betslipErrorToast } from '../../domain/errors/toasts.ts'
import { betPlacementMachine } from '../../machines/bet-placement.ts'
import { betslipPanelMachine } from '../../machines/betslip-panel.ts'
import { useEngine, useEngineClient } from '../engine/use-engine.ts'
import { newUuid } from '../ui/new-uuid.ts'
import { useToasts } from '../ui/Toaster.tsx'
import { useConstant } from '../ui/use-constant.ts'
import { useDesktop } from '../ui/use-desktop.ts'

interface BetslipActors {
  placement: ReturnType<typeof useActorRef<typeof betPlacementMachine>>
  panel: ReturnType<typeof useActorRef<typeof betslipPanelMachine>>
}

const BetslipContext = createContext<BetslipActors | null>(null)

export function useBetslipActors(): BetslipActors {
  const actors = useContext(BetslipContext)
  if (!actors) throw new Error('useBetslipActors outside <BetslipProvider>')
  return actors
}

export function BetslipProvider({ children }: { children: ReactNode }) {
  const client = useEngineClient()
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
  // Told as the slip's view changes, not from an effect after React has drawn the change: the
  // sheet then opens in the same render as the price turning picked, not in a second one.
  useEffect(() => {
    const slip = client.view('betslip', {})
    let before = slip.get()?.selections.length ?? 0
    return slip.subscribe(() => {
      const count = slip.get()?.selections.length ?? 0
      if (count > before) panel.send({ type: 'betslip.betAdded' })
      else if (count < before) panel.send({ type: 'betslip.betRemoved', remaining: count })
      before = count
    })
  }, [client, panel])

  // One object while the actors are the same: a new one at each of this provider's renders (a
  // placement starting or ending, the layout changing) re-rendered every component that reads it.
  const actors = useMemo(() => ({ placement, panel }), [placement, panel])
  return <BetslipContext value={actors}>{children}</BetslipContext>
}
