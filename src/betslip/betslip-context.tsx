// The betslip's two statecharts, one each for the app: placement (so a slip being placed
// survives the mobile sheet closing) and the panel (open, expanded, held open while placing).
// Their actors come after the first screen (BetslipCharts.tsx); until then what is sent to them
// waits (src/ui/late-actor.ts), so a price taken before then still opens the sheet.

import { createContext, type ReactNode, useContext, useEffect } from 'react'
import type { betPlacementMachine } from '../../machines/bet-placement.ts'
import type { betslipPanelMachine } from '../../machines/betslip-panel.ts'
import { useEngineClient } from '../engine/use-engine.ts'
import { LateActor } from '../ui/late-actor.ts'
import { useConstant } from '../ui/use-constant.ts'

interface BetslipActors {
  placement: LateActor<typeof betPlacementMachine>
  panel: LateActor<typeof betslipPanelMachine>
}

const BetslipContext = createContext<BetslipActors | null>(null)

export function useBetslipActors(): BetslipActors {
  const actors = useContext(BetslipContext)
  if (!actors) throw new Error('useBetslipActors outside <BetslipProvider>')
  return actors
}

export function BetslipProvider({ children }: { children: ReactNode }) {
  const client = useEngineClient()
  const actors = useConstant(
    (): BetslipActors => ({ placement: new LateActor(), panel: new LateActor() }),
  )
  // Told as the slip's view changes, not from an effect after React has drawn the change: the
  // sheet then opens in the same render as the price turning picked, not in a second one.
  useEffect(() => {
    const { panel } = actors
    const slip = client.view('betslip', {})
    // The bettor's adds open the sheet; the slip kept from the last visit, restored as the page
    // loads, is no add, so a sheet closed then stays closed (issue 42).
    let before = { count: slip.get()?.selections.length ?? 0, added: slip.get()?.added ?? 0 }
    return slip.subscribe(() => {
      const now = { count: slip.get()?.selections.length ?? 0, added: slip.get()?.added ?? 0 }
      if (now.added > before.added) panel.send({ type: 'betslip.betAdded' })
      else if (now.count < before.count)
        panel.send({ type: 'betslip.betRemoved', remaining: now.count })
      before = now
    })
  }, [client, actors])
  return <BetslipContext value={actors}>{children}</BetslipContext>
}
