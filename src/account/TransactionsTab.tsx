// Every balance change of the account, newest first, a page at a time: what it was, the amount,
// the balance after it and what caused it.

import { styled } from '@linaria/react'
import { useState } from 'react'
import { type LedgerType, ledgerTypes } from '../../domain/api/cashier.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Select } from '../ui/Input.tsx'
import { Field } from '../ui/Modal.tsx'
import { colors } from '../ui/theme.ts'
import { Filters, LoadProblem } from './account-styles.ts'
import { Pager } from './Pager.tsx'

const pageSize = 20

const typeNames: Record<LedgerType, MessageKey> = {
  opening: 'account.transactions.types.opening',
  deposit: 'account.transactions.types.deposit',
  withdrawal: 'account.transactions.types.withdrawal',
  bet: 'account.transactions.types.bet',
  win: 'account.transactions.types.win',
  refund: 'account.transactions.types.refund',
  'cash-out': 'account.transactions.types.cash-out',
  bonus: 'account.transactions.types.bonus',
  adjustment: 'account.transactions.types.adjustment',
}

export function TransactionsTab() {
  const engine = useEngine()
  const { t, format } = useI18n()
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
          <label htmlFor="transactions-type">{t('account.records.show')}</label>
          <Select
            id="transactions-type"
            value={type}
            onChange={(event) => {
              setType(event.target.value as LedgerType | '')
              setPage(1)
            }}
          >
            <option value="">{t('account.transactions.everyKind')}</option>
            {ledgerTypes.map((kind) => (
              <option key={kind} value={kind}>
                {t(typeNames[kind])}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>
      {!result ? (
        <p aria-busy="true">{t('account.transactions.loading')}</p>
      ) : !result.ok ? (
        <LoadProblem role="alert">{result.error.message}</LoadProblem>
      ) : result.data.items.length === 0 ? (
        <p>{t('account.transactions.empty')}</p>
      ) : (
        <>
          <Table data-testid="transactions" aria-busy={transactions.loading}>
            <thead>
              <tr>
                <th scope="col">{t('account.records.when')}</th>
                <th scope="col">{t('account.records.what')}</th>
                <th scope="col">{t('account.records.amount')}</th>
                <th scope="col">{t('account.transactions.balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {result.data.items.map((item) => (
                <tr key={item.id} data-type={item.type}>
                  <td>{format.dateTime(item.createdAt)}</td>
                  <td>
                    {item.wallet === 'promo'
                      ? t('account.transactions.promoCash', { description: item.description })
                      : item.description}
                  </td>
                  <td data-sign={item.amount < 0 ? 'debit' : 'credit'}>
                    {item.amount < 0 ? '−' : '+'}
                    {format.money(Math.abs(item.amount), currency)}
                  </td>
                  <td>{format.money(item.balanceAfter, currency)}</td>
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
    font-weight: 700;
    font-size: 13px;
  }
  td[data-sign='credit'] {
    color: ${colors.up};
  }
`
