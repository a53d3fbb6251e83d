// Previous and next for a paged list, with where the bettor is.

import { styled } from '@linaria/react'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { colors } from '../ui/theme.ts'

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}) {
  const { t } = useI18n()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <Bar aria-label={t('account.pager.label')}>
      <Button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('account.pager.previous')}
      </Button>
      <span>{t('account.pager.position', { page, pages })}</span>
      <Button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('account.pager.next')}
      </Button>
    </Bar>
  )
}

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
  color: ${colors.muted};
`
