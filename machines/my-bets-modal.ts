// The my-bets modal (SPEC.md section 4, My-bets modal and Header/menu): closed, visible, or hidden,
// which is closed to the eye while a cash-out is still in progress, so that the cash-out is not
// dropped with the view; it becomes closed when the last cash-out ends. On desktop it never shows
// together with the betslip.

import { and, assign, emit, not, setup } from 'xstate'

export interface MyBetsModalInput {
  desktop: boolean
}

export interface MyBetsModalContext {
  desktop: boolean
  /** Bets whose cash-out request has been sent and not yet answered. */
  cashOutsInProgress: string[]
}

export type MyBetsModalEvent =
  | { type: 'myBets.toggle' }
  | { type: 'myBets.close' }
  | { type: 'cashout.started'; betId: string }
  | { type: 'cashout.ended'; betId: string }
  | { type: 'betslip.opened' }
  | { type: 'layout.changed'; desktop: boolean }

/** For the betslip panel's myBets.opened (desktop mutual exclusion). */
export type MyBetsModalEmitted = { type: 'myBets.opened' }

export const myBetsModalMachine = setup({
  types: {
    context: {} as MyBetsModalContext,
    events: {} as MyBetsModalEvent,
    input: {} as MyBetsModalInput,
    emitted: {} as MyBetsModalEmitted,
  },
  guards: {
    isDesktop: ({ context }) => context.desktop,
    hasCashOutInProgress: ({ context }) => context.cashOutsInProgress.length > 0,
  },
  actions: {
    announceOpened: emit({ type: 'myBets.opened' }),
  },
}).createMachine({
  id: 'myBetsModal',
  context: ({ input }) => ({ desktop: input.desktop, cashOutsInProgress: [] }),
  initial: 'closed',
  on: {
    'cashout.started': {
      actions: assign({
        cashOutsInProgress: ({ context, event }) => [
          ...context.cashOutsInProgress.filter((betId) => betId !== event.betId),
          event.betId,
        ],
      }),
    },
    'cashout.ended': {
      actions: assign({
        cashOutsInProgress: ({ context, event }) =>
          context.cashOutsInProgress.filter((betId) => betId !== event.betId),
      }),
    },
    'layout.changed': { actions: assign({ desktop: ({ event }) => event.desktop }) },
  },
  states: {
    closed: {
      on: { 'myBets.toggle': 'visible' },
    },
    visible: {
      entry: 'announceOpened',
      on: {
        'myBets.toggle': [
          { guard: 'hasCashOutInProgress', target: 'hidden' },
          { target: 'closed' },
        ],
        'myBets.close': [{ guard: 'hasCashOutInProgress', target: 'hidden' }, { target: 'closed' }],
        'betslip.opened': [
          { guard: and(['isDesktop', 'hasCashOutInProgress']), target: 'hidden' },
          { guard: 'isDesktop', target: 'closed' },
        ],
      },
    },
    hidden: {
      always: { guard: not('hasCashOutInProgress'), target: 'closed' },
      on: { 'myBets.toggle': 'visible' },
    },
  },
})
