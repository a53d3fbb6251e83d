// The direct login (SPEC.md section 4, login flow 3): username and password to the sportsbook,
// which answers the session. One call; a refusal goes back to the form (login.ts).

import { assign, fromPromise, setup } from 'xstate'
import type { DirectLoginRequest } from '../../domain/api/player-login.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { SessionView } from '../../domain/engine/session.ts'
import { type LoggedInPlayer, type MethodInput, methodSteps, okOrFail } from './login-steps.ts'

type DirectContext = MethodInput & { player?: LoggedInPlayer }

export const directLoginMachine = setup({
  types: {
    context: {} as DirectContext,
    input: {} as MethodInput,
    output: {} as LoggedInPlayer,
  },
  actors: {
    loginDirectly: fromPromise<ApiResult<SessionView>, DirectLoginRequest>(() => {
      throw new Error('loginDirectly not provided')
    }),
  },
  actions: {
    /** Who logged in: the name the answer gives, else the one typed. */
    takePlayer: assign(({ context }, result: ApiResult<SessionView>) => ({
      player: {
        username: (result.ok && result.data.username) || context.credentials.username,
      },
    })),
  },
})
  .extend(methodSteps<DirectContext>())
  .createMachine({
    id: 'directLogin',
    context: ({ input }) => input,
    initial: 'loggingIn',
    states: {
      loggingIn: {
        tags: 'loading',
        invoke: {
          ...okOrFail('loginDirectly', 'loggedIn', 'takePlayer'),
          input: ({ context }) => context.credentials,
        },
      },
      loggedIn: { type: 'final' },
    },
    output: ({ context }) => context.player ?? { username: context.credentials.username },
  })
