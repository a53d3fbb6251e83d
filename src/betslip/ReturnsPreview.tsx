// The settlement preview: for each number of winning selections, what the slip as staked would
// return (a range when it depends on which ones win). Computed by the domain in the engine.

import { styled } from '@linaria/react'
import type { PreviewRow } from '../../domain/engine/betslip.ts'
import { money } from '../ui/format.ts'
import { colors } from '../ui/theme.ts'

export function ReturnsPreview({ rows, currency }: { rows: PreviewRow[]; currency: string }) {
  return (
    <Details data-testid="returns-preview">
      <summary>Returns by number of winners</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Winners</th>
            <th scope="col">Returns</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.winners}>
              <td>{row.winners}</td>
              <td>
                {row.least === row.most
                  ? money(row.most, currency)
                  : `${money(row.least, currency)} – ${money(row.most, currency)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Details>
  )
}

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
