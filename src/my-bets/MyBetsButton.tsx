// The header's My bets, with the open-bet count (SPEC.md section 4, Header/menu): logged out it
// opens the login; logged in it toggles the my-bets modal, or on the My Bets page goes back.

import { styled } from '@linaria/react'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { CountBadge } from '../ui/CountBadge.ts'
import { colors } from '../ui/theme.ts'
import { useOnMyBetsPage } from './on-my-bets-page.ts'
import { useToggleMyBets } from './use-toggle-my-bets.ts'

export function MyBetsButton({ className }: { className?: string }) {
  const loggedIn = useView('session', (view) => view?.status === 'logged-in')
  const count = useView('bet-count', (view) => view?.count ?? 0)
  const toggleMyBets = useToggleMyBets()
  const onMyBetsPage = useOnMyBetsPage()
  const { t } = useI18n()
  function open() {
    if (loggedIn && onMyBetsPage) history.back()
    else toggleMyBets()
  }
  return (
    <Toggle type="button" className={className} onClick={open} data-testid="my-bets-button">
      {t('shell.account.bets')}
      {loggedIn && count > 0 ? (
        <CountBadge data-testid="bet-count" aria-label={t('shell.header.openBets', { count })}>
          {count}
        </CountBadge>
      ) : null}
    </Toggle>
  )
}

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 6px;
  border: 0;
  background: none;
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  white-space: nowrap;
`
