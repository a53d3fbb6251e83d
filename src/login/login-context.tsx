// The login statechart for the whole app: the header opens it, the betslip asks for it, the
// modal renders it. Its actor comes after the first screen (LoginChart.tsx); until then what is
// sent to it waits (src/ui/late-actor.ts).

import { createContext, type ReactNode, useContext } from 'react'
import type { Actor } from 'xstate'
import type { loginMachine } from '../../machines/login/login.ts'
import { LateActor, startedActor } from '../ui/late-actor.ts'
import { useConstant } from '../ui/use-constant.ts'

const LoginContext = createContext<LateActor<typeof loginMachine> | null>(null)

export function useLogin(): LateActor<typeof loginMachine> {
  const login = useContext(LoginContext)
  if (!login) throw new Error('useLogin outside <LoginProvider>')
  return login
}

/** The login's actor, for the modal's forms: the modal opens only once the chart has started. */
export const useStartedLogin = (): Actor<typeof loginMachine> => startedActor(useLogin())

export function LoginProvider({ children }: { children: ReactNode }) {
  const login = useConstant(() => new LateActor<typeof loginMachine>())
  return <LoginContext value={login}>{children}</LoginContext>
}
