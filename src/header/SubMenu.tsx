// The desktop submenu under the header (SPEC.md section 2): the brand's header_submenu items in
// order, Promotions and VIP with their icons. A link inside the app navigates in place; another
// site's opens in a new tab.

import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { Link, useLocation } from 'wouter'
import type { HeaderSubmenuItem } from '../../domain/player/settings.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'

export function SubMenu() {
  const items = useView('settings', (view) => view?.settings.header_submenu)
  const [location] = useLocation()
  const { t } = useI18n()
  if (!items || items.length === 0) return null
  return (
    <Bar aria-label={t('shell.header.sections')} data-testid="header-submenu">
      {items.map((item) => (
        <SubMenuLink key={item.id} item={item} current={location === item.url} />
      ))}
    </Bar>
  )
}

function SubMenuLink({ item, current }: { item: HeaderSubmenuItem; current: boolean }) {
  const content = (
    <>
      <ItemIcon id={item.id} />
      {item.name}
    </>
  )
  if (item.url.startsWith('/'))
    return (
      <Link href={item.url} className={itemStyle} aria-current={current ? 'page' : undefined}>
        {content}
      </Link>
    )
  return (
    <a href={item.url} className={itemStyle} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  )
}

/** Promotions and VIP items get icons (SPEC.md section 2); the others none. */
function ItemIcon({ id }: { id: string }) {
  if (id === 'promotions')
    return (
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M20 7h-2.2A3 3 0 0 0 12 4.4 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h7V7h2v5h7a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zM9 7a1 1 0 1 1 1-1v1zm5 0V6a1 1 0 1 1 1 1zM4 13v6a1 1 0 0 0 1 1h6v-7zm9 7h6a1 1 0 0 0 1-1v-6h-7z" />
      </svg>
    )
  if (id === 'vip')
    return (
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
      </svg>
    )
  return null
}

const Bar = styled.nav`
  display: flex;
  gap: 4px;
  height: 40px;
  padding: 0 16px;
  align-items: center;
  background: ${colors.page};
  border-bottom: 1px solid ${colors.line};
  overflow-x: auto;
`

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  border-radius: 6px;
  color: ${colors.text};
  font-weight: 600;
  font-size: 14px;
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &[aria-current='page'] {
    color: ${colors.accent};
  }
`
