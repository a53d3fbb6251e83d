// The player's history: logins, payments and bets, newest first, between two dates if asked.

import { type FormEvent, useState } from 'react'
import type { paymentStatuses } from '../../domain/api/cashier.ts'
import { type HistoryQuery, historyKinds } from '../../domain/api/player-records.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Input, Select } from '../ui/Input.tsx'
import { Field } from '../ui/Modal.tsx'
import { Filters, LoadProblem } from './account-styles.ts'
import { Pager } from './Pager.tsx'
import { Table } from './TransactionsTab.tsx'

const pageSize = 20

const kindNames: Record<(typeof historyKinds)[number], MessageKey> = {
  login: 'account.history.kinds.login',
  deposit: 'account.history.kinds.deposit',
  withdrawal: 'account.history.kinds.withdrawal',
  bet: 'account.history.kinds.bet',
}

// The statuses the history gives today: a payment's, and a bet's once placed. Any other is shown
// as the server wrote it.
type KnownStatus = (typeof paymentStatuses)[number] | 'placed'

const statusNames: Record<KnownStatus, MessageKey> = {
  pending: 'account.history.statuses.pending',
  completed: 'account.history.statuses.completed',
  declined: 'account.history.statuses.declined',
  placed: 'account.history.statuses.placed',
}

export function HistoryTab() {
  const engine = useEngine()
  const { t, format } = useI18n()
  const currency = useView('session', (view) => view?.currency ?? 'EUR')
  const [query, setQuery] = useState<Partial<HistoryQuery>>({ page: 1, pageSize })
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [kind, setKind] = useState('')
  const history = useEngineCall(() => engine.account.history(query), [query])

  function filter(event: FormEvent) {
    event.preventDefault()
    setQuery({
      page: 1,
      pageSize,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(kind ? { kind: kind as HistoryQuery['kind'] } : {}),
    })
  }

  const statusName = (status: string) =>
    Object.hasOwn(statusNames, status) ? t(statusNames[status as KnownStatus]) : status

  const result = history.result
  return (
    <>
      <Filters onSubmit={filter} aria-label={t('account.history.filters')}>
        <Field>
          <label htmlFor="history-from">{t('account.history.from')}</label>
          <Input
            id="history-from"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="history-to">{t('account.history.to')}</label>
          <Input
            id="history-to"
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="history-kind">{t('account.records.show')}</label>
          <Select id="history-kind" value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">{t('account.history.everything')}</option>
            {historyKinds.map((option) => (
              <option key={option} value={option}>
                {t(kindNames[option])}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit">{t('account.history.apply')}</Button>
      </Filters>
      {!result ? (
        <p aria-busy="true">{t('account.history.loading')}</p>
      ) : !result.ok ? (
        <LoadProblem role="alert">{result.error.message}</LoadProblem>
      ) : result.data.items.length === 0 ? (
        <p>{t('account.history.empty')}</p>
      ) : (
        <>
          <Table data-testid="history" aria-busy={history.loading}>
            <thead>
              <tr>
                <th scope="col">{t('account.records.when')}</th>
                <th scope="col">{t('account.records.what')}</th>
                <th scope="col">{t('account.records.amount')}</th>
                <th scope="col">{t('account.history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {result.data.items.map((item) => (
                <tr key={`${item.kind}-${item.reference}-${item.at}`} data-kind={item.kind}>
                  <td>{format.dateTime(item.at)}</td>
                  <td>{item.description}</td>
                  <td>
                    {item.amount === undefined
                      ? ''
                      : `${item.amount < 0 ? '−' : '+'}${format.money(Math.abs(item.amount), currency)}`}
                  </td>
                  <td>{item.status === undefined ? '' : statusName(item.status)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager
            page={result.data.page}
            pageSize={pageSize}
            total={result.data.total}
            onPage={(page) => setQuery({ ...query, page })}
          />
        </>
      )}
    </>
  )
}
