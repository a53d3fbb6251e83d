// The operator-hosted wallet's login (SPEC.md sections 4 and 7, login flow 2): a wallet session
// from the credentials, the terms step when the session carries a fileName, the wallet's profile,
// then a game token. The login chart (login.ts) fetches the sportsbook session with that token.

import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate'
import type { GameLaunchResponse, WalletSessionResponse } from '../../domain/api/operator-wallet.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { LoginCredentials } from '../../domain/validation/login-credentials.ts'
import {
  failOnDone,
  failOnError,
  type MethodInput,
  methodSteps,
  okOrFail,
  okTo,
  tellOnDone,
  tellOnError,
  unexpectedAnswer,
} from './login-steps.ts'

export type WalletLoginEvent = { type: 'terms.accept' }

type WalletContext = MethodInput & { termsFileName?: string; gameToken?: string }

export const walletLoginMachine = setup({
  types: {
    context: {} as WalletContext,
    input: {} as MethodInput,
    events: {} as WalletLoginEvent,
    output: {} as { gameToken?: string },
  },
  actors: {
    createWalletSession: fromPromise<ApiResult<WalletSessionResponse>, LoginCredentials>(() => {
      throw new Error('createWalletSession not provided')
    }),
    acceptWalletTerms: fromPromise<ApiResult<unknown>, void>(() => {
      throw new Error('acceptWalletTerms not provided')
    }),
    fetchWalletProfile: fromPromise<ApiResult<unknown>, void>(() => {
      throw new Error('fetchWalletProfile not provided')
    }),
    fetchGameToken: fromPromise<ApiResult<GameLaunchResponse>, void>(() => {
      throw new Error('fetchGameToken not provided')
    }),
  },
  guards: {
    asksForTerms: (_, result: ApiResult<WalletSessionResponse>) =>
      result.ok && Boolean(result.data.fileName),
  },
  actions: {
    takeGameToken: assign((_, answer: ApiResult<GameLaunchResponse>) => ({
      gameToken: answer.ok ? answer.data.tokenSession : undefined,
    })),
  },
})
  .extend(methodSteps<WalletContext, WalletLoginEvent>())
  .createMachine({
    id: 'walletLogin',
    context: ({ input }) => input,
    initial: 'creatingSession',
    states: {
      creatingSession: {
        tags: 'loading',
        invoke: {
          src: 'createWalletSession',
          input: ({ context }) => context.credentials,
          onDone: [
            {
              guard: { type: 'asksForTerms', params: ({ event }) => event.output },
              target: 'terms',
              actions: assign({
                termsFileName: ({ event }) =>
                  event.output.ok ? event.output.data.fileName : undefined,
              }),
            },
            okTo('fetchingProfile'),
            failOnDone(),
          ],
          onError: failOnError,
        },
      },
      terms: {
        on: { 'terms.accept': 'acceptingTerms' },
      },
      acceptingTerms: {
        tags: 'loading',
        invoke: {
          src: 'acceptWalletTerms',
          onDone: [okTo('fetchingProfile'), tellOnDone('terms', unexpectedAnswer)],
          onError: tellOnError('terms'),
        },
      },
      fetchingProfile: {
        tags: 'loading',
        invoke: okOrFail('fetchWalletProfile', 'launchingGame'),
      },
      launchingGame: {
        tags: 'loading',
        invoke: okOrFail('fetchGameToken', 'launched', 'takeGameToken'),
      },
      /** The login chart fetches the session with the game token next. */
      launched: { type: 'final' },
    },
    output: ({ context }) => (context.gameToken ? { gameToken: context.gameToken } : {}),
  })

/** §4: the terms step shows its own form, while the bettor reads them and while they are accepted. */
export const showsTerms = (snapshot: SnapshotFrom<typeof walletLoginMachine>): boolean =>
  snapshot.matches('terms') || snapshot.matches('acceptingTerms')
