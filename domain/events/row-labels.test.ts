import { describe, expect, it } from 'vitest'
import { rowLabels } from './row-labels.ts'

const match = 'Arsenal v Chelsea'

describe('rowLabels', () => {
  it('names a result market 1 X 2, or 1 2 without a draw', () => {
    expect(rowLabels('MRES', ['Arsenal', 'Draw', 'Chelsea'], match)).toEqual(['1', 'X', '2'])
    expect(rowLabels('MWIN', ['Natus Vincere', 'FaZe Clan'], 'Natus Vincere v FaZe Clan')).toEqual([
      '1',
      '2',
    ])
  })

  it('names the sides of other markets by 1, X and 2, keeping their line', () => {
    expect(rowLabels('AHCP', ['Arsenal -1.5', 'Chelsea +1.5'], match)).toEqual(['1 -1.5', '2 +1.5'])
    expect(
      rowLabels('DBLC', ['Arsenal or Draw', 'Arsenal or Chelsea', 'Draw or Chelsea'], match),
    ).toEqual(['1X', '12', 'X2'])
    expect(rowLabels('NXGL', ['Arsenal', 'No Goal', 'Chelsea'], match)).toEqual([
      '1',
      'No Goal',
      '2',
    ])
    expect(rowLabels('HCTG', ['Over 2.5', 'Under 2.5'], match)).toEqual(['Over 2.5', 'Under 2.5'])
    expect(rowLabels('BTSC', ['Yes', 'No'], match)).toEqual(['Yes', 'No'])
  })

  it('leaves a name alone that only begins like a side', () => {
    expect(rowLabels('TTGL', ['Arsenalists Over 1.5'], match)).toEqual(['Arsenalists Over 1.5'])
  })
})
