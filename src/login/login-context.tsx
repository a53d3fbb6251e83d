// The login statechart for the whole app: the header opens it, the betslip asks for it, the
// modal renders it. Its I/O is the engine's; its toasts go to the toaster.

import { useActorRef } from '@xstate/react'
import { createContext, type ReactNode, useContext, useEffect } from 'react'
import { fromPromise } from 'xstate'
import { loginMachine } from '../../machines/login.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useToasts } from '../ui/Toaster.tsx'

type LoginActor = ReturnType<typeof useActorRef<typeof loginMachine>>

const LoginContext = createContext<LoginActor | null>(null)

export function useLogin(): LoginActor {
  const actor = useContext(LoginContext)
  if (!actor) throw new Error('useLogin outside <LoginProvider>')
  return actor
}

export function LoginProvider({ children }: { children: ReactNode }) {
  const engine = useEngine()
  const toasts = useToasts()
  const status = useView('session', (view) => view?.status)
  const actor = useActorRef(
    loginMachine.provide({
      actors: { loginDirectly: fromPromise(({ input }) => engine.session.login(input)) },
      actions: {
        rememberUsername: (_, username) => void engine.session.rememberUsername(username),
      },
    }),
    // The demo brand logs in directly; the brand's own method comes with brand settings.
    { input: { method: 'direct', now: Date.now } },
  )

  useEffect(() => {
    const subscription = actor.on('toast', (event) => toasts.show(event.toast))
    return () => subscription.unsubscribe()
  }, [actor, toasts])

  // A session the engine ended (logout, expiry, a 401) ends the statechart's login too.
  useEffect(() => {
    if (status === 'anonymous' && actor.getSnapshot().matches('loggedIn'))
      actor.send({ type: 'session.ended' })
  }, [status, actor])

  return <LoginContext value={actor}>{children}</LoginContext>
}
