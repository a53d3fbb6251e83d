// The desktop submenu under the header (SPEC.md section 2): the brand's header_submenu items in
// order, Promotions and VIP with their icons. A link inside the app navigates in place; another
// site's opens in a new tab.

import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { Link, useLocation } from 'wouter'
import { brandTextIn } from '../../domain/brand/brand-text.ts'
import type { HeaderSubmenuItem } from '../../domain/player/settings.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Icon } from '../ui/Icon.tsx'
import { colors } from '../ui/theme.ts'

export function SubMenu() {
  const items = useView('settings', (view) => view?.settings.header_submenu)
  const [location] = useLocation()
  const { t } = useI18n()
  if (!items || items.length === 0) return null
  return (
    <Bar aria-label={t('shell.header.sections')} data-testid="header-submenu">
      {items.map((item) => (
        <SubMenuLink
          key={item.id}
          item={item}
          current={location === item.url}
          className={itemStyle}
        />
      ))}
    </Bar>
  )
}

/** One of the brand's sections: in the submenu on desktop, in the sports drawer on a phone. */
export function SubMenuLink({
  item,
  current,
  className,
}: {
  item: HeaderSubmenuItem
  current: boolean
  className?: string
}) {
  const { locale } = useI18n()
  // The brand wrote its text per language; a language it did not write reads its own first one.
  const brandDefault = useView('settings', (view) => view?.settings.languages[0]?.locale) ?? 'en'
  const name = brandTextIn(item.name, locale, brandDefault)
  const content = (
    <>
      <ItemIcon id={item.id} />
      {name}
    </>
  )
  if (item.url.startsWith('/'))
    return (
      <Link href={item.url} className={className} aria-current={current ? 'page' : undefined}>
        {content}
      </Link>
    )
  return (
    <a href={item.url} className={className} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  )
}

/** Promotions and VIP items get icons (SPEC.md section 2); the others none. */
function ItemIcon({ id }: { id: string }) {
  if (id === 'promotions') return <Icon name="gift" size={16} />
  if (id === 'vip') return <Icon name="crown" size={16} />
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
  font-weight: 700;
  font-size: 14px;
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &[aria-current='page'] {
    color: ${colors.accent};
  }
`
