// The desktop header's account menu (SPEC.md section 2, Header): my profile, my bets, balances,
// transactions and log out.

import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { useLogout } from '../login/logout-context.tsx'
import { Dropdown } from './Dropdown.tsx'

const pages: ReadonlyArray<{ href: string; label: MessageKey }> = [
  { href: '/account', label: 'shell.account.profile' },
  { href: '/account/bets', label: 'shell.account.bets' },
  { href: '/account/balances', label: 'shell.account.balances' },
  { href: '/account/transactions', label: 'shell.account.transactions' },
]

export function AccountMenu({ username }: { username: string }) {
  const logout = useLogout()
  const loggingOut = useSelector(logout, (snapshot) => snapshot.hasTag('loading'))
  const { t } = useI18n()
  return (
    <Dropdown
      label={t('shell.header.accountOf', { username })}
      testId="account-menu"
      button={<AccountIcon />}
    >
      {(close) => (
        <>
          {pages.map((page) => (
            <li key={page.href}>
              <Link href={page.href} onClick={close}>
                {t(page.label)}
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
              {t('shell.account.logOut')}
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
