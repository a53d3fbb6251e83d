// The logout statechart for the whole app, with its I/O given to the engine and the page: the
// engine drops the session and balances and reloads settings, the page clears the cookies.

import { useActorRef } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect } from 'react'
import { fromPromise } from 'xstate'
import type { ApiResult } from '../../domain/api/result.ts'
import { logoutMachine } from '../../machines/logout.ts'
import { useEngine } from '../engine/use-engine.ts'
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
    logoutMachine.provide({
      actors: {
        reloadSettings: fromPromise<ApiResult<unknown>, void>(() => engine.reloadSettings()),
      },
      actions: {
        clearStoredLogin: () => void engine.logout(),
        clearCookie: (_, cookie) => {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
          document.cookie = `${cookie}=; Max-Age=0; path=/`
        },
        invalidateBalances: () => void engine.invalidateBalances(),
        redirect: (_, url) => window.location.assign(url),
      },
    }),
    // The demo brand has no logout page; a brand's own comes with its settings.
    { input: {} },
  )

  useEffect(() => {
    const subscription = actor.on('logout.done', () => login.send({ type: 'session.ended' }))
    return () => subscription.unsubscribe()
  }, [actor, login])

  return <LogoutContext value={actor}>{children}</LogoutContext>
}
