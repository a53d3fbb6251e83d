// The betslip panel (SPEC.md section 4, Betslip panel): open and closed, expanded (which shows the
// system bets), held open while a slip is being placed or awaits approval, and on desktop never
// open together with my bets: each machine emits when it opens and closes on the other's event.

import { and, assign, emit, not, setup, stateIn } from 'xstate'

export interface BetslipPanelInput {
  /** Window at least 1024 px wide (§9 breakpoints), where the right column holds both panels. */
  desktop: boolean
}

export interface BetslipPanelContext {
  desktop: boolean
}

export type BetslipPanelEvent =
  | { type: 'betslip.toggle' }
  | { type: 'betslip.betAdded' }
  | { type: 'betslip.betRemoved'; remaining: number }
  | { type: 'betslip.expand' }
  | { type: 'betslip.collapse' }
  | { type: 'placement.started' }
  | { type: 'placement.ended' }
  | { type: 'myBets.opened' }
  | { type: 'layout.changed'; desktop: boolean }

/** For the my-bets modal's betslip.opened (desktop mutual exclusion). */
export type BetslipPanelEmitted = { type: 'betslip.opened' }

export const betslipPanelMachine = setup({
  types: {
    context: {} as BetslipPanelContext,
    events: {} as BetslipPanelEvent,
    input: {} as BetslipPanelInput,
    emitted: {} as BetslipPanelEmitted,
  },
  guards: {
    isSubmitting: stateIn({ submission: 'submitting' }),
    isDesktop: ({ context }) => context.desktop,
    isLastBetGone: ({ event }) => event.type === 'betslip.betRemoved' && event.remaining === 0,
    isOneBetLeft: ({ event }) => event.type === 'betslip.betRemoved' && event.remaining === 1,
  },
  actions: {
    announceOpened: emit({ type: 'betslip.opened' }),
  },
}).createMachine({
  id: 'betslipPanel',
  context: ({ input }) => ({ desktop: input.desktop }),
  type: 'parallel',
  on: {
    'layout.changed': { actions: assign({ desktop: ({ event }) => event.desktop }) },
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'betslip.toggle': { guard: not('isSubmitting'), target: 'open' },
            'betslip.betAdded': 'open',
          },
        },
        open: {
          entry: 'announceOpened',
          initial: 'collapsed',
          on: {
            'betslip.toggle': { guard: not('isSubmitting'), target: 'closed' },
            'betslip.betRemoved': [
              {
                guard: and(['isLastBetGone', not('isSubmitting')]),
                target: 'closed',
              },
              // With one bet left there is no multiple or system bet to show.
              {
                guard: 'isOneBetLeft',
                target: '.collapsed',
              },
            ],
            'myBets.opened': { guard: 'isDesktop', target: 'closed' },
          },
          states: {
            collapsed: {
              on: { 'betslip.expand': 'expanded' },
            },
            expanded: {
              tags: 'systemBets',
              on: { 'betslip.collapse': 'collapsed' },
            },
          },
        },
      },
    },
    submission: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'placement.started': 'submitting' },
        },
        submitting: {
          on: { 'placement.ended': 'idle' },
        },
      },
    },
  },
})
