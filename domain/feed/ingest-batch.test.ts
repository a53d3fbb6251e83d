import { describe, expect, it } from 'vitest'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { parse } from '../api/schema.ts'
import { type IngestBatch, ingestBatchSchema, maxIngestChanges } from './ingest-batch.ts'

const read = (body: unknown) => parse(ingestBatchSchema, body)
const eventAdded = (event = sampleEvent(1)) => ({ kind: 'event-added', event })
const reason = (body: unknown) => {
  const checked = read(body)
  return checked.ok ? 'accepted' : checked.reason
}

describe('an ingest batch', () => {
  it('takes the live protocol changes with the producer sequence, and an empty batch as a heartbeat', () => {
    const batch = {
      sequence: 7,
      changes: [
        eventAdded(),
        {
          kind: 'outcome',
          eventId: 'e1',
          marketId: 'e1-m1',
          outcomeId: 'e1-m1-o1',
          consolidatedPrice: { currentPrice: { decimal: 2.5 } },
        },
        {
          kind: 'market',
          eventId: 'e1',
          marketId: 'e1-m2',
          status: 'resulted',
          results: [{ outcomeId: 'e1-m2-o1', result: 'win' }],
        },
        {
          kind: 'event',
          eventId: 'e1',
          clock: { status: 'RUNNING' },
          scores: { home: 1, away: 0 },
          redCards: { home: 0, away: 1 },
        },
      ],
    }
    expect(read(batch)).toEqual({ ok: true, value: batch as IngestBatch })
    expect(read({ sequence: 8, changes: [] }).ok).toBe(true)
  })

  it('needs a sequence from 1 and a list of changes', () => {
    expect(reason({ changes: [] })).toBe('sequence is required')
    expect(reason({ sequence: 0, changes: [] })).toBe('sequence must be at least 1')
    expect(reason({ sequence: 1.5, changes: [] })).toBe('sequence must be an integer')
    expect(reason({ sequence: 1 })).toBe('changes is required')
    expect(reason({ sequence: 1, changes: Array(maxIngestChanges + 1).fill(eventAdded()) })).toBe(
      `changes must be a list of at most ${maxIngestChanges}`,
    )
  })

  it('names the change that is not one of the protocol', () => {
    expect(reason({ sequence: 1, changes: [eventAdded(), { kind: 'odds' }] })).toMatch(
      /^changes\[1\]\.kind must be one of outcome, market, /,
    )
    expect(
      reason({
        sequence: 1,
        changes: [{ kind: 'market', eventId: 'e1', marketId: 'm', status: 'gone' }],
      }),
    ).toMatch(/^changes\[0\]\.status must be one of open, suspended, /)
  })

  it('refuses a record that names another event or market than the one it sits in', () => {
    const event = sampleEvent(1)
    const misplacedMarket = structuredClone(event)
    ;(misplacedMarket.markets[1] as { eventId: string }).eventId = 'e2'
    expect(reason({ sequence: 1, changes: [eventAdded(misplacedMarket)] })).toBe(
      "changes[0].event.markets[1].eventId must be its event's id, e1",
    )
    const misplacedOutcome = structuredClone(event)
    ;(misplacedOutcome.markets[0]?.outcomes[2] as { marketId: string }).marketId = 'e1-m2'
    expect(reason({ sequence: 1, changes: [eventAdded(misplacedOutcome)] })).toBe(
      "changes[0].event.markets[0].outcomes[2].marketId must be its market's id, e1-m1",
    )
    const market = sampleEvent(2).markets[0]
    expect(
      reason({ sequence: 1, changes: [{ kind: 'market-added', eventId: 'e1', market }] }),
    ).toBe("changes[0].market.eventId must be its event's id, e1")
  })

  it('refuses what the catalogue cannot store: a start that is no date, a price or path id past its column, NUL', () => {
    for (const startTime of [
      'tomorrow',
      '2026-02-30T10:00:00Z',
      '2026-11-28 10:00',
      '0000-01-01T00:00Z',
    ])
      expect(reason({ sequence: 1, changes: [eventAdded({ ...sampleEvent(1), startTime })] })).toBe(
        'changes[0].event.startTime must be a date and time, as 2026-11-28T15:00:00Z',
      )
    expect(
      reason({
        sequence: 1,
        changes: [eventAdded({ ...sampleEvent(1), startTime: '2026-11-28T15:00:00.250+01:00' })],
      }),
    ).toBe('accepted')
    expect(
      reason({
        sequence: 1,
        changes: [
          eventAdded({
            ...sampleEvent(1),
            eventPaths: [{ id: 2 ** 31, slug: 'x', description: 'X' }],
          }),
        ],
      }),
    ).toBe('changes[0].event.eventPaths[0].id must be from 1 to 2147483647')
    expect(
      reason({
        sequence: 1,
        changes: [
          {
            kind: 'outcome',
            eventId: 'e',
            marketId: 'm',
            outcomeId: 'o',
            consolidatedPrice: { currentPrice: { decimal: 2e6 } },
          },
        ],
      }),
    ).toBe('changes[0].consolidatedPrice.currentPrice.decimal must be at most 1000000')
    expect(
      reason({
        sequence: 1,
        changes: [
          {
            kind: 'market',
            eventId: 'e',
            marketId: 'm',
            status: 'resulted',
            results: [{ outcomeId: 'o', result: 'win', deadHeatDivisor: 2 ** 31 }],
          },
        ],
      }),
    ).toBe('changes[0].results[0].deadHeatDivisor must be at most 2147483647')
    expect(reason({ sequence: 1, changes: [{ kind: 'event-removed', eventId: 'e\u0000' }] })).toBe(
      'changes must be text without NUL characters or lone surrogates',
    )
    expect(reason({ sequence: 1, changes: [{ kind: 'event-removed', eventId: 'e\ud800' }] })).toBe(
      'changes must be text without NUL characters or lone surrogates',
    )
  })
})
