// What the screens read of the betslip panel's chart, kept as values: a selector made in a render
// is a new one each time, and the snapshot is asked again (for can(), a whole transition) on every
// render. Types only from the chart: the entry chunk reads these, the chart loads later.

import type { SnapshotFrom } from 'xstate'
import type { betslipPanelMachine } from '../../machines/betslip-panel.ts'

type BetslipPanelSnapshot = SnapshotFrom<typeof betslipPanelMachine>

export const isPanelOpen = (snapshot: BetslipPanelSnapshot) => snapshot.matches({ panel: 'open' })

/** Not while a slip is being placed: the panel holds the sheet open then. */
export const isPanelClosable = (snapshot: BetslipPanelSnapshot) =>
  snapshot.can({ type: 'betslip.toggle' })

export const showsSystemBets = (snapshot: BetslipPanelSnapshot) => snapshot.hasTag('systemBets')
