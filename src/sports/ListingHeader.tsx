// The heading of a listing page: its title, the day filter and, where it has any, sport chips.

import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import type { EventListParams } from '../../domain/engine/catalogue.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Tabs } from '../ui/Tabs.tsx'
import { colors } from '../ui/theme.ts'

const windowNames: Record<EventListParams['window'], MessageKey> = {
  today: 'shell.today',
  this_week: 'sports.window.thisWeek',
  all: 'sports.window.all',
}

export function ListingHeader({
  title,
  window,
  windows,
  onWindow,
  children,
}: {
  title: string
  window: EventListParams['window']
  windows: readonly EventListParams['window'][]
  onWindow: (window: EventListParams['window']) => void
  children?: ReactNode
}) {
  const { t } = useI18n()
  return (
    <Header>
      <h1>{title}</h1>
      {children}
      <Tabs
        label={t('sports.window.label')}
        choices={windows.map((candidate) => ({
          value: candidate,
          name: t(windowNames[candidate]),
          testId: `window-${candidate}`,
        }))}
        selected={window}
        onSelect={onWindow}
      />
    </Header>
  )
}

const Header = styled.header`
  display: grid;
  gap: 10px;
  padding: 12px 16px;
  border-bottom: 1px solid ${colors.line};
  h1 {
    margin: 0;
    font-size: 18px;
  }
`

export const Page = styled.section`
  background: ${colors.surface};
  border-radius: 8px;
  overflow: hidden;
`
