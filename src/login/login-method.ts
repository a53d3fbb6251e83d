// The chart of the login method under way, which the login chart invokes (machines/login/): the
// forms of its steps read it. Beside the forms, in their chunk, not in login-context.tsx, which the
// page imports at start without xstate.

import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { gatewayLoginMachine } from '../../machines/login/gateway-login.ts'
import type { walletLoginMachine } from '../../machines/login/wallet-login.ts'
import { useStartedLogin } from './login-context.tsx'

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
