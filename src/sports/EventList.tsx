// One page of an event list (the event-list view): its groups, each a heading and its event rows,
// and the pager. Listing pages differ only in the parameters they give it.

import { styled } from '@linaria/react'
import type { EventListParams } from '../../domain/engine/catalogue.ts'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { EventRow } from '../live/EventRow.tsx'
import { colors } from '../ui/theme.ts'
import { OutrightRow } from './OutrightRow.tsx'

export function EventList({
  params,
  onPage,
  empty,
  testId = 'event-list',
}: {
  params: EventListParams
  onPage: (page: number) => void
  /** What to say when nothing matches; nothing is shown where none is given. */
  empty?: string
  /** Where a page holds two lists, the other's. */
  testId?: string
}) {
  const list = { name: 'event-list', params } as const
  const status = useView(list, (view) => view?.status)
  const groups = useView(list, (view) => view?.groups)
  const pageCount = useView(list, (view) => view?.pageCount ?? 0)
  const totalCount = useView(list, (view) => view?.totalCount ?? 0)
  const { t } = useI18n()
  const Row = params.phase === 'outrights' ? OutrightRow : EventRow
  if (!groups?.length && empty === undefined) return null
  if (status === 'failed' && !groups?.length)
    return <Message role="alert">{t('sports.failed')}</Message>
  // Before the list's first answer (no status yet) it is loading too, not empty: said empty, the
  // page showed "No events" for a moment, and an embedding host was told that moment's height.
  if ((status === 'loading' || status === undefined) && !groups?.length)
    return <Message aria-busy="true">{t('sports.loading')}</Message>
  if (!groups?.length) return <Message>{empty}</Message>
  return (
    <div data-testid={testId} data-total={totalCount}>
      {groups.map((group) => (
        <section key={group.key} aria-label={group.label}>
          <GroupHeading>{group.label}</GroupHeading>
          <Rows>
            {group.eventIds.map((eventId) => (
              <Row key={eventId} eventId={eventId} />
            ))}
          </Rows>
        </section>
      ))}
      {pageCount > 1 ? (
        <Pager aria-label={t('sports.pager.label')}>
          <button type="button" disabled={params.page <= 1} onClick={() => onPage(params.page - 1)}>
            {t('sports.pager.previous')}
          </button>
          <span>{t('sports.pager.page', { page: params.page, pages: pageCount })}</span>
          <button
            type="button"
            disabled={params.page >= pageCount}
            onClick={() => onPage(params.page + 1)}
          >
            {t('sports.pager.next')}
          </button>
        </Pager>
      ) : null}
    </div>
  )
}

const GroupHeading = styled.h2`
  margin: 0;
  padding: 10px 16px;
  background: ${colors.raised};
  border-bottom: 1px solid ${colors.line};
  font-size: 14px;
`

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 10px 16px;
  color: ${colors.muted};
  font-size: 13px;
  button {
    padding: 8px 12px;
    border: 1px solid ${colors.line};
    border-radius: 6px;
    background: ${colors.raised};
    color: ${colors.text};
    font: inherit;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
`

export const Message = styled.p`
  padding: 24px 16px;
  margin: 0;
  color: ${colors.muted};
`
