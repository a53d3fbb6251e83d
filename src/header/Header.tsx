import { styled } from '@linaria/react'
import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { useView } from '../engine/use-engine.ts'
import { useLogin } from '../login/login-context.tsx'
import { useLogout } from '../login/logout-context.tsx'
import { Button } from '../ui/Button.tsx'
import { money } from '../ui/format.ts'
import { barHeight, colors } from '../ui/theme.ts'

export function Header() {
  const session = useView('session', (view) => view)
  const login = useLogin()
  const logout = useLogout()
  const loggingOut = useSelector(logout, (snapshot) => snapshot.hasTag('loading'))
  return (
    <Bar>
      <Logo href="/live/sport/">Sportsbook</Logo>
      {session?.status === 'logged-in' ? (
        <Account>
          <Balance data-testid="balance" title={`Logged in as ${session.username}`}>
            {session.balance === undefined ? '…' : money(session.balance, session.currency)}
          </Balance>
          <Button
            type="button"
            disabled={loggingOut}
            onClick={() => logout.send({ type: 'logout.request' })}
          >
            Log out
          </Button>
        </Account>
      ) : (
        <Button
          type="button"
          variant="primary"
          onClick={() => login.send({ type: 'login.open' })}
          disabled={session?.status === 'logging-in'}
        >
          Log in
        </Button>
      )}
    </Bar>
  )
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  justify-content: space-between;
  align-items: center;
  height: ${barHeight + 6}px;
  padding: 0 16px;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.line};
`

const Logo = styled(Link)`
  color: ${colors.accent};
  font-weight: 800;
  font-size: 20px;
  text-decoration: none;
`

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`

const Balance = styled.span`
  padding: 8px 12px;
  border-radius: 18px;
  background: ${colors.raised};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`
