// The logout statechart for the whole app, with its I/O given to the engine and the page: the
// engine drops the session and balances and reloads settings, the page clears the cookies.

import { useActorRef } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { ApiResult } from '../../domain/api/result.ts'
import { logoutMachine } from '../../machines/logout.ts'
import { useEngine, useEngineClient } from '../engine/use-engine.ts'
import { useConstant } from '../ui/use-constant.ts'
import { useLogin } from './login-context.tsx'

type LogoutActor = ReturnType<typeof useActorRef<typeof logoutMachine>>

const LogoutContext = createContext<LogoutActor | null>(null)

export function useLogout(): LogoutActor {
  const actor = useContext(LogoutContext)
  if (!actor) throw new Error('useLogout outside <LogoutProvider>')
  return actor
}

export function LogoutProvider({ children }: { children: ReactNode }) {
  const engine = useEngine()
  const login = useLogin()
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

  // A session the engine ended itself (a 401 or 403, an expiring token) is logged out the same
  // way as with the Log out button, with the reason for the brand's logout page.
  const client = useEngineClient()
  useEffect(
    () =>
      client.onNotice((notice) => {
        if (notice.type === 'session.ended')
          actor.send({ type: 'logout.request', reason: notice.reason })
      }),
    [client, actor],
  )

  return <LogoutContext value={actor}>{children}</LogoutContext>
}
