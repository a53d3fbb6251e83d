// The player's history: logins, payments and bets, newest first, between two dates if asked.

import { type FormEvent, useState } from 'react'
import { type HistoryQuery, historyKinds } from '../../domain/api/player-records.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { Button } from '../ui/Button.tsx'
import { money } from '../ui/format.ts'
import { Input, Select } from '../ui/Input.tsx'
import { Field } from '../ui/Modal.tsx'
import { Filters, LoadProblem } from './account-styles.ts'
import { Pager } from './Pager.tsx'
import { Table } from './TransactionsTab.tsx'

const pageSize = 20

export function HistoryTab() {
  const engine = useEngine()
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

  const result = history.result
  return (
    <>
      <Filters onSubmit={filter} aria-label="Filter the history">
        <Field>
          <label htmlFor="history-from">From</label>
          <Input
            id="history-from"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="history-to">To</label>
          <Input
            id="history-to"
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="history-kind">Show</label>
          <Select id="history-kind" value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">Everything</option>
            {historyKinds.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit">Show</Button>
      </Filters>
      {!result ? (
        <p aria-busy="true">Loading your history…</p>
      ) : !result.ok ? (
        <LoadProblem role="alert">{result.error.message}</LoadProblem>
      ) : result.data.items.length === 0 ? (
        <p>Nothing in this period.</p>
      ) : (
        <>
          <Table data-testid="history" aria-busy={history.loading}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {result.data.items.map((item) => (
                <tr key={`${item.kind}-${item.reference}-${item.at}`} data-kind={item.kind}>
                  <td>{new Date(item.at).toLocaleString()}</td>
                  <td>{item.description}</td>
                  <td>
                    {item.amount === undefined
                      ? ''
                      : `${item.amount < 0 ? '−' : '+'}${money(Math.abs(item.amount), currency)}`}
                  </td>
                  <td>{item.status ?? ''}</td>
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
