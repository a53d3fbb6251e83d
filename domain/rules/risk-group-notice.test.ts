import { describe, expect, it } from 'vitest'
import { riskGroupNoticeDue, riskGroupNoticeQuietMs } from './risk-group-notice.ts'

const now = new Date('2026-11-23T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)

describe('§2 risk-group player notice', () => {
  it('is never due for a player outside the risk group', () => {
    expect(riskGroupNoticeDue({ riskGroup: false }, now)).toBe(false)
  })

  it('is due for a risk-group player who has never acknowledged it', () => {
    expect(riskGroupNoticeDue({ riskGroup: true }, now)).toBe(true)
  })

  it('stays away for a day after an acknowledgement, then is due again', () => {
    const justBefore = ago(riskGroupNoticeQuietMs - 1)
    const aDayAgo = ago(riskGroupNoticeQuietMs)
    expect(riskGroupNoticeDue({ riskGroup: true, lastAcknowledgedAt: justBefore }, now)).toBe(false)
    expect(riskGroupNoticeDue({ riskGroup: true, lastAcknowledgedAt: aDayAgo }, now)).toBe(true)
  })
})
