// The desktop header's account menu (SPEC.md section 2, Header): my profile, my bets, balances,
// transactions and log out.

import { Link } from 'wouter'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { useLogout } from '../login/logout-context.tsx'
import { Icon } from '../ui/Icon.tsx'
import { useLateSelector } from '../ui/late-actor.ts'
import { Dropdown } from './Dropdown.tsx'

const pages: ReadonlyArray<{ href: string; label: MessageKey }> = [
  { href: '/account', label: 'shell.account.profile' },
  { href: '/account/bets', label: 'shell.account.bets' },
  { href: '/account/balances', label: 'shell.account.balances' },
  { href: '/account/transactions', label: 'shell.account.transactions' },
]

export function AccountMenu({ username }: { username: string }) {
  const logout = useLogout()
  const loggingOut = useLateSelector(logout, (snapshot) => snapshot.hasTag('loading'), false)
  const { t } = useI18n()
  return (
    <Dropdown
      label={t('shell.header.accountOf', { username })}
      testId="account-menu"
      button={<Icon name="account" size={22} />}
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
