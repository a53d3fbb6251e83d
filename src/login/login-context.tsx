// The login statechart for the whole app: the header opens it, the betslip asks for it, the
// modal renders it. Its actor comes after the first screen (LoginChart.tsx); until then what is
// sent to it waits (src/ui/late-actor.ts).

import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext } from 'react'
import type { Actor, ActorRefFrom } from 'xstate'
import type { gatewayLoginMachine } from '../../machines/login/gateway-login.ts'
import type { loginMachine } from '../../machines/login/login.ts'
import type { walletLoginMachine } from '../../machines/login/wallet-login.ts'
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

/** The gateway login's chart while one is under way, for the forms of its steps. */
export const useGatewayLogin = () =>
  useSelector(
    useStartedLogin(),
    (snapshot) => snapshot.children.gateway as ActorRefFrom<typeof gatewayLoginMachine> | undefined,
  )

/** The wallet login's chart while one is under way, for its terms step. */
export const useWalletLogin = () =>
  useSelector(
    useStartedLogin(),
    (snapshot) => snapshot.children.wallet as ActorRefFrom<typeof walletLoginMachine> | undefined,
  )

export function LoginProvider({ children }: { children: ReactNode }) {
  const login = useConstant(() => new LateActor<typeof loginMachine>())
  return <LoginContext value={login}>{children}</LoginContext>
}
