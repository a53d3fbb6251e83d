// The desktop header's account menu (SPEC.md section 2, Header): my profile, my bets, balances,
// transactions and log out.

import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { useLogout } from '../login/logout-context.tsx'
import { Dropdown } from './Dropdown.tsx'

const pages = [
  { href: '/account', label: 'My profile' },
  { href: '/account/bets', label: 'My bets' },
  { href: '/account/balances', label: 'Balances' },
  { href: '/account/transactions', label: 'Transactions' },
]

export function AccountMenu({ username }: { username: string }) {
  const logout = useLogout()
  const loggingOut = useSelector(logout, (snapshot) => snapshot.hasTag('loading'))
  return (
    <Dropdown label={`Account of ${username}`} testId="account-menu" button={<AccountIcon />}>
      {(close) => (
        <>
          {pages.map((page) => (
            <li key={page.href}>
              <Link href={page.href} onClick={close}>
                {page.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              disabled={loggingOut}
              onClick={() => {
                close()
                logout.send({ type: 'logout.request' })
              }}
            >
              Log out
            </button>
          </li>
        </>
      )}
    </Dropdown>
  )
}

function AccountIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <circle cx="12" cy="8" r="4.2" />
      <path d="M3.5 21c.8-4.6 4.3-7.2 8.5-7.2s7.7 2.6 8.5 7.2z" />
    </svg>
  )
}
