import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { useCashier } from '../cashier/cashier-context.tsx'
import { useView } from '../engine/use-engine.ts'
import { useLogin } from '../login/login-context.tsx'
import { useLogout } from '../login/logout-context.tsx'
import { MyBetsButton } from '../my-bets/MyBetsButton.tsx'
import { Button } from '../ui/Button.tsx'
import { money } from '../ui/format.ts'
import { barHeight, colors, mobile } from '../ui/theme.ts'

export function Header() {
  const session = useView('session', (view) => view)
  const login = useLogin()
  const logout = useLogout()
  const cashier = useCashier()
  const logo = useView('settings', (view) =>
    view?.status === 'loading' ? undefined : view?.settings.logo,
  )
  const loggingOut = useSelector(logout, (snapshot) => snapshot.hasTag('loading'))
  return (
    <Bar>
      <Link className={logoLink} href="/live/sport/" aria-label="Home">
        {logo ? <img src={logo.logo_url} width={logo.width} height={logo.height} alt="" /> : null}
      </Link>
      {session?.status === 'logged-in' ? (
        <Account>
          <Balance
            type="button"
            data-testid="balance"
            title={`Logged in as ${session.username}: deposit or withdraw`}
            aria-label={`Balance ${session.balance === undefined ? 'loading' : money(session.balance, session.currency)}, open the cashier`}
            onClick={() => cashier.open('deposit')}
          >
            {session.balance === undefined ? '…' : money(session.balance, session.currency)}
          </Balance>
          <HeaderMyBets>
            <MyBetsButton />
          </HeaderMyBets>
          <Link className={accountLink} href="/account" data-testid="account-link">
            Account
          </Link>
          <LogoutButton
            type="button"
            disabled={loggingOut}
            onClick={() => logout.send({ type: 'logout.request' })}
          >
            Log out
          </LogoutButton>
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

// Links are styled by class, not styled(Link): styling a component makes the style compiler
// evaluate its package (wouter, and React with it) at build time.
const logoLink = css`
  display: flex;
  align-items: center;
  min-width: 40px;
  min-height: 40px;
  img {
    display: block;
    max-height: 40px;
    width: auto;
    ${mobile} {
      max-width: 120px;
      height: auto;
    }
  }
`

// On a phone My bets sits in the bottom bar. A wrapper, not styled(MyBetsButton): styling a
// component makes the style compiler evaluate its module, and with it the whole app.
const HeaderMyBets = styled.span`
  ${mobile} {
    display: none;
  }
`

// On a phone the header keeps the balance and the way to the account; logging out is there.
const LogoutButton = styled(Button)`
  ${mobile} {
    display: none;
  }
`

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`

const Balance = styled.button`
  min-height: 36px;
  padding: 0 12px;
  border-radius: 18px;
  border: 1px solid ${colors.line};
  background: ${colors.raised};
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
  }
`

const accountLink = css`
  color: ${colors.text};
  font-weight: 600;
  text-decoration: none;
  padding: 8px 4px;
`
