// The settlement preview: for each number of winning selections, what the slip as staked would
// return (a range when it depends on which ones win). Computed by the domain in the engine.

import { styled } from '@linaria/react'
import { memo } from 'react'
import type { PreviewRow } from '../../domain/engine/betslip.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'

export const ReturnsPreview = memo(function ReturnsPreview({
  rows,
  currency,
}: {
  rows: PreviewRow[]
  currency: string
}) {
  const { t, format } = useI18n()
  return (
    <Details data-testid="returns-preview">
      <summary>{t('betslip.preview.title')}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('betslip.preview.winners')}</th>
            <th scope="col">{t('betslip.returns')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.winners}>
              <td>{row.winners}</td>
              <td>
                {row.least === row.most
                  ? format.money(row.most, currency)
                  : `${format.money(row.least, currency)} – ${format.money(row.most, currency)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Details>
  )
})

const Details = styled.details`
  padding: 8px 16px;
  color: ${colors.muted};
  font-size: 13px;
  summary {
    cursor: pointer;
    color: ${colors.text};
  }
  table {
    width: 100%;
    margin-top: 6px;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 4px 0;
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`
