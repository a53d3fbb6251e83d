import { describe, expect, it } from 'vitest'
import { noFaults } from '../../domain/api/live-faults.ts'
import { connectionFaults, faultsFromText } from './faults.ts'

describe('LIVE_FAULTS', () => {
  it('reads name=number pairs, the rest at their defaults', () => {
    expect(faultsFromText('drop=0.05, reorder=0.1,cutEvery=50')).toEqual({
      ...noFaults,
      drop: 0.05,
      reorder: 0.1,
      cutEvery: 50,
    })
    expect(faultsFromText(undefined)).toEqual(noFaults)
  })

  it('refuses what it cannot mean, with the reason', () => {
    expect(() => faultsFromText('drop=2')).toThrow(/drop must be/)
    expect(() => faultsFromText('drop')).toThrow(/not name=number/)
    expect(() => faultsFromText('explode=1')).toThrow(/explode/)
  })
})

describe('connectionFaults', () => {
  it('repeats for a seed and cuts every n frames', () => {
    const faults = { ...noFaults, drop: 0.3, duplicate: 0.3, reorder: 0.3, cutEvery: 3 }
    const run = () => {
      const connection = connectionFaults(faults, 1)
      return Array.from({ length: 9 }, () => connection.fate())
    }
    expect(run()).toEqual(run())
    expect(run().map((fate) => fate.cutAfter)).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
      false,
      false,
      true,
    ])
  })
})
