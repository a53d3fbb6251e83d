import { describe, expect, it } from 'vitest'
import { sharedReads } from './shared-reads.ts'

describe('sharedReads', () => {
  it('reads once for the same key under way, again once it settled, apart for another key', async () => {
    const shared = sharedReads<number>()
    let reads = 0
    const read = async () => ++reads
    const [a, b, other] = await Promise.all([
      shared('k', read),
      shared('k', read),
      shared('j', read),
    ])
    expect([a, b]).toEqual([1, 1])
    expect(other).toBe(2)
    expect(await shared('k', read)).toBe(3)
  })

  it('a failed read fails those that shared it, and is not kept', async () => {
    const shared = sharedReads<string>()
    const failing = shared('k', () => Promise.reject(new Error('down')))
    const sharing = shared('k', async () => 'never read')
    await expect(failing).rejects.toThrow('down')
    await expect(sharing).rejects.toThrow('down')
    expect(await shared('k', async () => 'fresh')).toBe('fresh')
  })
})
