// The mobile tab bar (SPEC.md section 2, Shell and layout): Menu, Live, Calendar, Betslip with
// its selection count, My bets with its open-bet count, and Promos, each shown and ordered by
// the brand's rules (domain/rules/footer-tabs.ts). On desktop the footer's two tabs, Betslip and
// My bets, switch the right column (RightColumn.tsx), so there is no bar.

import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { Link, useLocation } from 'wouter'
import type { FooterTab } from '../../domain/rules/footer-tabs.ts'
import { useBetslipActors } from '../betslip/betslip-context.tsx'
import { isPanelOpen } from '../betslip/panel-state.ts'
import { useView } from '../engine/use-engine.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { MyBetsButton } from '../my-bets/MyBetsButton.tsx'
import { usePromotionsLink } from '../promotions/use-promotions-link.ts'
import { CountBadge } from '../ui/CountBadge.ts'
import { useLateSelector } from '../ui/late-actor.ts'
import { SiteLinkTo } from '../ui/SiteLinkTo.tsx'
import { barHeight, colors } from '../ui/theme.ts'
import { useFooterTabs } from './use-footer-tabs.ts'

const links: Partial<Record<FooterTab, { href: string; label: MessageKey }>> = {
  live: { href: '/live/sport/', label: 'shell.tabs.live' },
  calendar: { href: '/sports/fixtures', label: 'shell.tabs.calendar' },
}

export function TabBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu(): void }) {
  const { t } = useI18n()
  const tabs = useFooterTabs(false)
  return (
    <Bar aria-label={t('shell.tabs.label')} data-testid="tab-bar">
      {tabs.map((tab) => (
        <Tab key={tab} tab={tab} menuOpen={menuOpen} onMenu={onMenu} />
      ))}
    </Bar>
  )
}

function Tab({ tab, menuOpen, onMenu }: { tab: FooterTab; menuOpen: boolean; onMenu(): void }) {
  const [location] = useLocation()
  const { t } = useI18n()
  if (tab === 'menu')
    return (
      <button
        type="button"
        className={tabStyle}
        aria-expanded={menuOpen}
        aria-controls="sports-drawer"
        onClick={onMenu}
        data-testid="menu-button"
      >
        {t('shell.tabs.menu')}
      </button>
    )
  if (tab === 'betslip') return <BetslipTab />
  if (tab === 'myBets')
    return (
      <span className={tabStyle}>
        <MyBetsButton />
      </span>
    )
  if (tab === 'promos') return <PromosTab />
  const link = links[tab]
  if (!link) return null
  const current = location === link.href || location.startsWith(`${link.href}/`)
  return (
    <Link
      href={link.href}
      className={tabStyle}
      aria-current={current ? 'page' : undefined}
      data-testid={`tab-${tab}`}
    >
      {t(link.label)}
    </Link>
  )
}

/** Promos, or where the brand sends it (promotions_url): another page, or the operator's site. */
function PromosTab() {
  const [location] = useLocation()
  const { t } = useI18n()
  const link = usePromotionsLink()
  return (
    <SiteLinkTo
      link={link}
      className={tabStyle}
      aria-current={link.kind === 'app' && location === link.path ? 'page' : undefined}
      data-testid="tab-promos"
    >
      {t('shell.tabs.promos')}
    </SiteLinkTo>
  )
}

function BetslipTab() {
  const { panel } = useBetslipActors()
  const open = useLateSelector(panel, isPanelOpen, false)
  const count = useView('betslip', (view) => view?.selections.length ?? 0)
  const { t } = useI18n()
  return (
    <button
      type="button"
      className={tabStyle}
      aria-expanded={open}
      onClick={() => panel.send({ type: 'betslip.toggle' })}
    >
      {t('shell.tabs.betslip')} <CountBadge data-testid="betslip-count">{count}</CountBadge>
    </button>
  )
}

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 16;
  height: ${barHeight}px;
  display: flex;
  background: ${colors.surface};
  border-top: 1px solid ${colors.line};
`

// Links are styled by class, not styled(Link): styling a component makes the style compiler
// evaluate its package at build time.
const tabStyle = css`
  /* Equal shares where the labels fit; a tab whose longest word is wider (Italian "Calendario"
     beside a count and five other tabs at 390 px) takes that word's width from the others, so a
     word is never cut. */
  flex: 1 1 0;
  min-width: min-content;
  display: flex;
  /* Label over count: six tabs share 390 px, and a count beside "Betslip" ran into "Calendar". */
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  padding: 0 2px;
  overflow: hidden;
  border: none;
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-size: 11px;
  font-weight: 700;
  /* Labels run longer than English ("Lịch thi đấu", "Mis apuestas"): up to two lines. */
  line-height: 1.15;
  text-align: center;
  text-decoration: none;
  overflow-wrap: break-word;
  hyphens: auto;
  cursor: pointer;
  &[aria-expanded='true'],
  &[aria-current='page'] {
    color: ${colors.accent};
  }
  & > button {
    flex: 1;
    flex-direction: column;
    /* The header's own padding is room the label lacks here: with it "My bets" broke in two
       in a sixth of 390 px. */
    padding: 0;
    gap: 2px;
    justify-content: center;
    font-size: 11px;
    font-weight: 700;
    line-height: 1.15;
    text-align: center;
    white-space: normal;
  }
`
