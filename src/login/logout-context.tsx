// The logout statechart for the whole app: the account menu, the account page and the risk-group
// notice ask it to log out. Its actor comes after the first screen (LogoutChart.tsx); until then
// what is sent to it waits (src/ui/late-actor.ts).

import { createContext, type ReactNode, useContext, useEffect } from 'react'
import type { logoutMachine } from '../../machines/logout.ts'
import { useEngineClient } from '../engine/use-engine.ts'
import { LateActor } from '../ui/late-actor.ts'
import { useConstant } from '../ui/use-constant.ts'

const LogoutContext = createContext<LateActor<typeof logoutMachine> | null>(null)

export function useLogout(): LateActor<typeof logoutMachine> {
  const logout = useContext(LogoutContext)
  if (!logout) throw new Error('useLogout outside <LogoutProvider>')
  return logout
}

export function LogoutProvider({ children }: { children: ReactNode }) {
  const logout = useConstant(() => new LateActor<typeof logoutMachine>())
  // A session the engine ended itself (a 401 or 403, an expiring token) is logged out the same
  // way as with the Log out button, with the reason for the brand's logout page. Heard from the
  // first render: a stored session refused at start ends before the chart has loaded.
  const client = useEngineClient()
  useEffect(
    () =>
      client.onNotice((notice) => {
        if (notice.type === 'session.ended')
          logout.send({ type: 'logout.request', reason: notice.reason })
      }),
    [client, logout],
  )
  return <LogoutContext value={logout}>{children}</LogoutContext>
}
