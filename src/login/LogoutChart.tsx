// The logout statechart's actor, with its I/O given to the engine and the page: the engine drops
// the session and balances and reloads settings, the page clears the cookies. Loaded after the
// first screen (src/app/AppCharts.tsx).

import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { ApiResult } from '../../domain/api/result.ts'
import { logoutMachine } from '../../machines/logout.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useConstant } from '../ui/use-constant.ts'
import { useLogin } from './login-context.tsx'
import { useLogout } from './logout-context.tsx'

export function LogoutChart() {
  const logout = useLogout()
  const login = useLogin()
  const engine = useEngine()
  const actor = useActorRef(
    useConstant(() =>
      logoutMachine.provide({
        actors: {
          reloadSettings: fromPromise<ApiResult<unknown>, void>(() => engine.settings.reload()),
        },
        actions: {
          clearStoredLogin: () => void engine.session.logout(),
          clearCookie: (_, cookie) => {
            // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
            document.cookie = `${cookie}=; Max-Age=0; path=/`
          },
          invalidateBalances: () => void engine.session.invalidateBalances(),
          redirect: (_, url) => window.location.assign(url),
        },
      }),
    ),
    // The demo brand has no logout page; a brand's own comes with its settings.
    { input: {} },
  )

  useEffect(() => {
    const subscription = actor.on('logout.done', () => login.send({ type: 'session.ended' }))
    return () => subscription.unsubscribe()
  }, [actor, login])

  useEffect(() => logout.start(actor), [logout, actor])
  return null
}
