// The login modal, open while the login statechart is: its dialog and forms are a chunk of their
// own (LoginDialog.tsx), fetched after the first screen with the statecharts. In a host's frame
// the host logs the bettor in, and there is no modal (src/embed/host-login.ts).

import { Suspense } from 'react'
import { useHostLogsIn } from '../embed/host-login.ts'
import { useLateSelector } from '../ui/late-actor.ts'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'
import { useFetchedWhenIdle } from '../ui/when-idle.ts'
import { useLogin } from './login-context.tsx'

const loadDialog = () => import('./LoginDialog.tsx')
const LoginDialog = lazyWithRetry(loadDialog)

export function LoginModal() {
  const open = useLateSelector(useLogin(), (snapshot) => snapshot.matches('open'), false)
  const hostLogsIn = useHostLogsIn()
  // Fetched ahead, so that the first Log in shows its form at once.
  useFetchedWhenIdle(loadDialog)
  return open && !hostLogsIn ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null
}
