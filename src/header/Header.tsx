import { css, cx } from '@linaria/core'
import { styled } from '@linaria/react'
import { type ComponentType, Suspense, useState } from 'react'
import { Link } from 'wouter'
import { siteLink } from '../../domain/rules/site-link.ts'
import { useCashier } from '../cashier/cashier-context.tsx'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { useLogin } from '../login/login-context.tsx'
import { MyBetsButton } from '../my-bets/MyBetsButton.tsx'
import { Button } from '../ui/Button.tsx'
import { Icon } from '../ui/Icon.tsx'
import { iconButton } from '../ui/icon-button.ts'
import { lazyWithRetry } from '../ui/lazy-with-retry.tsx'
import { SiteLinkTo } from '../ui/SiteLinkTo.tsx'
import { colors, headerHeight, mobile } from '../ui/theme.ts'
import { useDesktop } from '../ui/use-desktop.ts'
import { ExternalHeader } from './ExternalHeader.tsx'
import { HeaderLogo } from './HeaderLogo.tsx'
import { JoinLink } from './JoinLink.tsx'

const SearchDialog = lazyWithRetry(() => import('./SearchDialog.tsx'))

/** One of the header's parts in the late chunk (late-parts.ts), drawn once that is in. */
function latePart<Props extends object>(
  pick: (parts: typeof import('./late-parts.ts')) => ComponentType<Props>,
): ComponentType<Props> {
  return lazyWithRetry(async () => ({ default: pick(await import('./late-parts.ts')) }))
}

const SubMenu = latePart((parts) => parts.SubMenu)
const LanguageMenu = latePart((parts) => parts.LanguageMenu)
const AccountMenu = latePart((parts) => parts.AccountMenu)
const BalanceMenu = latePart((parts) => parts.BalanceMenu)
/** The menu drawer's languages (App.tsx). */
export const LanguageList = latePart((parts) => parts.LanguageList)

/** The header; on a phone its burger opens the same menu as the tab bar's Menu. */
export function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu(): void }) {
  const { t } = useI18n()
  const session = useView('session', (view) => view)
  const login = useLogin()
  const isDesktop = useDesktop()
  const logo = useView('settings', (view) =>
    view?.status === 'loading' ? undefined : view?.settings.logo,
  )
  const home = siteLink(
    useView('settings', (view) => view?.settings.home_url) ?? '',
    '/live/sport/',
  )
  const registration = useView('settings', (view) => view?.settings.registration_url) ?? ''
  // Join and the language menu come with the brand's settings: Log in waits for them too, so
  // nothing appears beside it and moves it under a bettor's finger (a tap whose press and release
  // land on different places is no click).
  const settled = useView('settings', (view) => view !== undefined && view.status !== 'loading')
  const [searching, setSearching] = useState(false)
  return (
    <>
      <ExternalHeader />
      <Bar>
        {isDesktop ? null : (
          <button
            type="button"
            className={burger}
            aria-label={t('shell.tabs.menu')}
            aria-expanded={menuOpen}
            aria-controls="sports-drawer"
            onClick={onMenu}
            data-testid="burger"
          >
            <Icon name="menu" size={24} />
          </button>
        )}
        <SiteLinkTo link={home} className={logoLink} aria-label={t('shell.header.home')}>
          {logo ? <HeaderLogo logo={logo} /> : null}
        </SiteLinkTo>
        <button
          type="button"
          className={searchButton}
          aria-label={t('shell.header.search')}
          aria-haspopup="dialog"
          onClick={() => setSearching(true)}
          data-testid="search-open"
        >
          <Icon name="search" size={22} />
        </button>
        {session?.status === 'logged-in' ? (
          isDesktop ? (
            // Shown whole once the menus are in, so that none comes in beside another later.
            <Suspense fallback={null}>
              <Account>
                <BalanceMenu
                  className={balancePill}
                  balance={session.balance}
                  currency={session.currency}
                  operatorWallet={session.operatorWallet}
                />
                <MyBetsButton />
                <AccountMenu username={session.username ?? ''} />
                <LanguageMenu />
              </Account>
            </Suspense>
          ) : (
            <Account>
              {/* A wallet login's pill opens what the total is made of, as on a desktop. */}
              {session.operatorWallet ? (
                // Until the menu is in, the same pill, which opens the cashier.
                <Suspense
                  fallback={<PhoneBalance balance={session.balance} currency={session.currency} />}
                >
                  <BalanceMenu
                    className={balancePill}
                    balance={session.balance}
                    currency={session.currency}
                    operatorWallet={session.operatorWallet}
                  />
                </Suspense>
              ) : (
                <PhoneBalance balance={session.balance} currency={session.currency} />
              )}
              {/* An icon, as the desktop's menu: the word took the room the logo needs. */}
              <Link
                className={iconButton}
                href="/account"
                aria-label={t('shell.header.account')}
                data-testid="account-link"
              >
                <Icon name="account" size={24} />
              </Link>
            </Account>
          )
        ) : settled ? (
          // Log in waits for the language menu too: nothing comes in beside it later.
          <Suspense fallback={null}>
            <Account>
              <Button
                type="button"
                variant="primary"
                onClick={() => login.send({ type: 'login.open' })}
                disabled={session?.status === 'logging-in'}
              >
                {t('shell.header.logIn')}
              </Button>
              {registration ? <JoinLink registration={registration} className={joinLink} /> : null}
              {isDesktop ? <LanguageMenu /> : null}
            </Account>
          </Suspense>
        ) : null}
      </Bar>
      {isDesktop ? (
        <Suspense fallback={null}>
          <SubMenu />
        </Suspense>
      ) : null}
      {searching ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setSearching(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

/** On a phone the pill opens the cashier at once: there is no room for a menu under it. */
function PhoneBalance({ balance, currency }: { balance: number | undefined; currency: string }) {
  const cashier = useCashier()
  const { t, format } = useI18n()
  const amount = format.moneyOrPending(balance, currency)
  return (
    <button
      type="button"
      className={balancePill}
      data-testid="balance"
      aria-label={
        balance === undefined
          ? t('shell.header.balanceLoading')
          : t('shell.header.balance', { amount })
      }
      onClick={() => cashier.open('deposit')}
    >
      {amount}
    </button>
  )
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  justify-content: space-between;
  align-items: center;
  height: ${headerHeight}px;
  padding: 0 16px;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.line};
`

// Links are styled by class, not styled(Link): styling a component makes the style compiler
// evaluate its package (wouter, and React with it) at build time.
// A phone's logo is as wide logged in as out (the account is an icon, the pill's words smaller);
// a balance longer still leaves it less room, and it gives way, scaled whole, rather than run
// under the balance pill.
const logoLink = css`
  display: flex;
  align-items: center;
  min-width: 40px;
  min-height: 40px;
  flex: 0 1 auto;
  img {
    display: block;
    max-height: 40px;
    width: auto;
    ${mobile} {
      max-width: min(104px, 100%);
      height: auto;
    }
  }
`

const Account = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: 8px;
`

// Beside the logo, so the account's side keeps its place: search is there logged in or out.
const searchButton = cx(
  iconButton,
  css`
    margin-left: auto;
    margin-right: 8px;
  `,
)

const burger = cx(
  iconButton,
  css`
    margin-left: -8px;
    &[aria-expanded='true'] {
      color: ${colors.accent};
    }
  `,
)

const joinLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border-radius: 6px;
  border: 1px solid ${colors.accent};
  color: ${colors.accent};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`

// The pill is a class, not a styled button: on desktop it dresses the dropdown's own button.
const balancePill = css`
  & > button,
  &:is(button) {
    display: flex;
    align-items: center;
    gap: 8px;
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
    ${mobile} {
      padding: 0 10px;
      font-size: 14px;
    }
  }
  small {
    color: ${colors.accent};
    font-size: 12px;
    text-transform: uppercase;
    /* A phone's header has room for the amount beside the logo, not for its label too. */
    ${mobile} {
      display: none;
    }
  }
  & > button:focus-visible,
  &:is(button):focus-visible {
    outline: 2px solid ${colors.accent};
  }
`
