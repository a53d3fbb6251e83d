// What My bets does, from the header or from the desktop's right column: logged out it opens the
// login; logged in it toggles my bets (SPEC.md section 4, Header/menu).

import { useView } from '../engine/use-engine.ts'
import { useLogin } from '../login/login-context.tsx'
import { useMyBetsModal } from './my-bets-modal.ts'

export function useToggleMyBets(): () => void {
  const loggedIn = useView('session', (view) => view?.status === 'logged-in')
  const login = useLogin()
  const modal = useMyBetsModal()
  return () =>
    loggedIn ? modal.send({ type: 'myBets.toggle' }) : login.send({ type: 'login.open' })
}
