// The logout statechart's actor, with its I/O given to the engine and the page: the engine drops
// the session and balances, ends the session on the server and reloads settings, the page clears
// the cookies and opens the brand's logout page. Loaded after the first screen
// (src/app/AppCharts.tsx).

import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { ApiResult } from '../../domain/api/result.ts'
import { logoutMachine } from '../../machines/logout.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
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
          endSession: fromPromise<void, void>(() => engine.session.logout()),
          reloadSettings: fromPromise<ApiResult<unknown>, void>(() => engine.settings.reload()),
        },
        actions: {
          clearCookie: (_, cookie) => {
            // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
            document.cookie = `${cookie}=; Max-Age=0; path=/`
          },
          invalidateBalances: () => void engine.session.invalidateBalances(),
          redirect: (_, url) => window.location.assign(url),
        },
      }),
    ),
    // The brand's logout page comes with its settings (logoutUrl.changed below).
    { input: {} },
  )

  const logoutUrl = useView('settings', (view) => view?.settings.logout_url)
  useEffect(() => {
    actor.send({ type: 'logoutUrl.changed', ...(logoutUrl ? { logoutUrl } : {}) })
  }, [actor, logoutUrl])

  useEffect(() => {
    const subscription = actor.on('logout.done', () => login.send({ type: 'session.ended' }))
    return () => subscription.unsubscribe()
  }, [actor, login])

  useEffect(() => logout.start(actor), [logout, actor])
  return null
}
