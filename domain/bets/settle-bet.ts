// One entry point for the server's settlement of any placed bet: the bet's kind decides its
// lines, settlement.ts decides what they return. A system bet's lines are rebuilt from its
// betTypeId with the same combinations that priced it at placement.

import type { CombinableSelection } from './combinations.ts'
import {
  type SettledLeg,
  type Settlement,
  settleLines,
  settleMultiple,
  settleSingle,
} from './settlement.ts'
import { systemBetLines } from './systems.ts'

export type BetToSettle =
  | { kind: 'single'; unitStake: number; eachWay: boolean; leg: SettledLeg }
  | { kind: 'multiple'; unitStake: number; eachWay: boolean; legs: readonly SettledLeg[] }
  | {
      kind: 'system'
      betTypeId: number
      unitStake: number
      eachWay: boolean
      legs: ReadonlyArray<SettledLeg & CombinableSelection>
    }

export type SettleBetResult =
  | { ok: true; settlement: Settlement }
  | { ok: false; reason: 'not-a-system-bet' | 'no-combinations' }

export const settleBet = (bet: BetToSettle): SettleBetResult => {
  switch (bet.kind) {
    case 'single':
      return { ok: true, settlement: settleSingle(bet) }
    case 'multiple':
      return { ok: true, settlement: settleMultiple(bet) }
    case 'system': {
      const system = systemBetLines(bet.betTypeId, bet.legs)
      if (!system.ok) return system
      const { unitStake, eachWay, legs } = bet
      return {
        ok: true,
        settlement: settleLines({ unitStake, eachWay, legs, lines: system.lines }),
      }
    }
  }
}
