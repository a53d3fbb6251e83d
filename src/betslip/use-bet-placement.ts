import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { betPlacementMachine } from '../../machines/bet-placement.ts'
import { useEngine } from '../engine/use-engine.ts'
import { newUuid } from '../ui/new-uuid.ts'

/** The placement statechart with its I/O given to the engine. */
export function useBetPlacement() {
  const engine = useEngine()
  const machine = useMemo(
    () =>
      betPlacementMachine.provide({
        actors: {
          placeBetslip: fromPromise(({ input }) => engine.placeBetslip(input)),
          fetchBetslipStatus: fromPromise(({ input }) => engine.betslipStatus(input.betSlipId)),
        },
      }),
    [engine],
  )
  return useMachine(machine, { input: { newUuid } })
}
