// The login statechart's actor, with its method the brand's (settings), its I/O the engine's and
// its toasts the toaster's. Loaded after the first screen (src/app/AppCharts.tsx); until it
// starts, the app's screens reach the chart through its LateActor (login-context.tsx).

import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { ApiResult } from '../../domain/api/result.ts'
import { directLoginMachine } from '../../machines/login/direct-login.ts'
import { gatewayLoginMachine } from '../../machines/login/gateway-login.ts'
import { loginMachine } from '../../machines/login/login.ts'
import { walletLoginMachine } from '../../machines/login/wallet-login.ts'
import { oneTimeCodeMachine } from '../../machines/one-time-code.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useToasts } from '../ui/toasts.ts'
import { useConstant } from '../ui/use-constant.ts'
import { useLogin } from './login-context.tsx'

export function LoginChart() {
  const login = useLogin()
  const engine = useEngine()
  const toasts = useToasts()
  const status = useView('session', (view) => view?.status)
  const method = useView('settings', (view) => view?.settings.login_method ?? 'direct')
  const gateway = engine.authGateway
  const wallet = engine.operatorWallet
  const actor = useActorRef(
    useConstant(() =>
      loginMachine.provide({
        actors: {
          directLogin: directLoginMachine.provide({
            actors: {
              loginDirectly: fromPromise(async ({ input }) => engine.session.login(input)),
            },
          }),
          gatewayLogin: gatewayLoginMachine.provide({
            actors: {
              authenticateWithGateway: fromPromise(async ({ input }) =>
                gateway.authenticate(input),
              ),
              oneTimeCode: oneTimeCodeMachine.provide({
                actors: {
                  loadResendStart: fromPromise(async ({ input }) =>
                    gateway.loadResendStart(input.username),
                  ),
                  requestOneTimeCode: fromPromise<ApiResult<unknown>, { username: string }>(
                    async () => gateway.requestOneTimeCode(),
                  ),
                  validateOneTimeCode: fromPromise(({ input }) =>
                    gateway.validateOneTimeCode(input.code),
                  ),
                },
                actions: {
                  storeResendStart: (_, lock) =>
                    void gateway.storeResendStart(lock.username, lock.startedAt),
                },
              }),
              fetchSecurityQuestion: fromPromise(async () => gateway.fetchSecurityQuestion()),
              checkSecurityAnswer: fromPromise(async ({ input }) =>
                gateway.checkSecurityAnswer(input.answer),
              ),
              completeGatewayLogin: fromPromise<ApiResult<unknown>, void>(async () =>
                gateway.completeLogin(),
              ),
            },
          }),
          walletLogin: walletLoginMachine.provide({
            actors: {
              createWalletSession: fromPromise(async ({ input }) => wallet.createSession(input)),
              acceptWalletTerms: fromPromise(async () => wallet.acceptTerms()),
              fetchWalletProfile: fromPromise<ApiResult<unknown>, void>(async () =>
                wallet.fetchProfile(),
              ),
              fetchGameToken: fromPromise(async () => wallet.fetchGameToken()),
            },
          }),
          fetchSession: fromPromise(({ input }) =>
            engine.session.fetchPlayerSession(input.gameToken),
          ),
        },
        actions: {
          rememberUsername: (_, username) => void engine.session.rememberUsername(username),
        },
      }),
    ),
    { input: { method, now: Date.now } },
  )

  useEffect(() => {
    actor.send({ type: 'login.method', method })
  }, [actor, method])

  useEffect(() => {
    const subscription = actor.on('toast', (event) => toasts.show(event.toast))
    return () => subscription.unsubscribe()
  }, [actor, toasts])

  // A session the engine ended (logout, expiry, a 401) ends the statechart's login too.
  useEffect(() => {
    if (status === 'anonymous' && actor.getSnapshot().matches('loggedIn'))
      actor.send({ type: 'session.ended' })
  }, [status, actor])

  useEffect(() => login.start(actor), [login, actor])
  return null
}
