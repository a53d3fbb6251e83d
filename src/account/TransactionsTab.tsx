// Every balance change of the account, newest first, a page at a time: what it was, the amount,
// the balance after it and what caused it.

import { styled } from '@linaria/react'
import { useState } from 'react'
import { type LedgerType, ledgerTypes } from '../../domain/api/cashier.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { money } from '../ui/format.ts'
import { Select } from '../ui/Input.tsx'
import { Field } from '../ui/Modal.tsx'
import { colors } from '../ui/theme.ts'
import { Filters, LoadProblem } from './account-styles.ts'
import { Pager } from './Pager.tsx'

const pageSize = 20

export function TransactionsTab() {
  const engine = useEngine()
  const currency = useView('session', (view) => view?.currency ?? 'EUR')
  const [page, setPage] = useState(1)
  const [type, setType] = useState<LedgerType | ''>('')
  const transactions = useEngineCall(
    () => engine.cashier.transactions({ page, pageSize, ...(type ? { type } : {}) }),
    [page, type],
  )
  const result = transactions.result
  return (
    <>
      <Filters as="div">
        <Field>
          <label htmlFor="transactions-type">Show</label>
          <Select
            id="transactions-type"
            value={type}
            onChange={(event) => {
              setType(event.target.value as LedgerType | '')
              setPage(1)
            }}
          >
            <option value="">Every kind</option>
            {ledgerTypes.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>
      {!result ? (
        <p aria-busy="true">Loading transactions…</p>
      ) : !result.ok ? (
        <LoadProblem role="alert">{result.error.message}</LoadProblem>
      ) : result.data.items.length === 0 ? (
        <p>No transactions yet.</p>
      ) : (
        <>
          <Table data-testid="transactions" aria-busy={transactions.loading}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Amount</th>
                <th scope="col">Balance after</th>
              </tr>
            </thead>
            <tbody>
              {result.data.items.map((item) => (
                <tr key={item.id} data-type={item.type}>
                  <td>{new Date(item.createdAt).toLocaleString()}</td>
                  <td>
                    {item.description}
                    {item.wallet === 'promo' ? ' (promo cash)' : ''}
                  </td>
                  <td data-sign={item.amount < 0 ? 'debit' : 'credit'}>
                    {item.amount < 0 ? '−' : '+'}
                    {money(Math.abs(item.amount), currency)}
                  </td>
                  <td>{money(item.balanceAfter, currency)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager page={page} pageSize={pageSize} total={result.data.total} onPage={setPage} />
        </>
      )}
    </>
  )
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${colors.line};
    text-align: left;
  }
  th {
    color: ${colors.muted};
    font-weight: 600;
    font-size: 13px;
  }
  td[data-sign='credit'] {
    color: ${colors.up};
  }
`
