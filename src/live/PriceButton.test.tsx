// @vitest-environment happy-dom
// ARCHITECTURE.md: an outcome price change must re-render only the rows it touches.

import { act, cleanup, render, screen } from '@testing-library/react'
import { Profiler, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EventSummaryView } from '../../domain/engine/live.ts'
import type { DeliveryPort, ViewDelivery, ViewUpdate } from '../../domain/engine/views.ts'
import { connectEngine, type RemoteEngine } from '../engine/engine-client.ts'
import { EngineContext } from '../engine/use-engine.ts'
import { PriceButton } from './PriceButton.tsx'

afterEach(cleanup)

const outcome = (id: string, decimal: number) => ({
  id,
  marketId: 'm1',
  eventId: 'e1',
  description: id,
  status: 'open' as const,
  hidden: false,
  consolidatedPrice: { currentPrice: { decimal } },
})

const row: EventSummaryView = {
  event: {
    id: 'e1',
    slug: 'home-v-away-e1',
    description: 'Home v Away',
    sportCode: 'FOOT',
    eventPaths: [],
    startTime: '2026-11-22T00:00:00Z',
    clock: { status: 'RUNNING', minutes: 12 },
    marketIds: ['m1'],
  },
  market: {
    id: 'm1',
    eventId: 'e1',
    marketTypeId: 'MRES',
    periodId: 'FT',
    description: 'Match Result',
    status: 'open',
    outcomeIds: ['o1', 'oX', 'o2'],
  },
  outcomes: { o1: outcome('o1', 2.1), oX: outcome('oX', 3.4), o2: outcome('o2', 3.5) },
}

/** An engine whose views the test drives by hand: each subscription gets its reset at once. */
function fakeEngine() {
  let deliver: (deliveries: ViewDelivery[]) => void = () => {}
  const subscriptions = new Map<string, number>()
  const engine = {
    views: {
      connect: async (port: DeliveryPort) => {
        deliver = (deliveries) => port.postMessage(deliveries)
        return 1
      },
      subscribe: async (_client: number, id: number, name: string) => {
        subscriptions.set(name, id)
        deliver([
          {
            subscriptionId: id,
            kind: 'reset',
            state: name === 'betslip' ? { selections: [] } : row,
          },
        ])
      },
      unsubscribe: async () => {},
    },
    notices: { listen: async () => {} },
  } as unknown as RemoteEngine
  return {
    client: connectEngine(engine),
    push: (name: string, update: ViewUpdate) =>
      deliver([{ ...update, subscriptionId: subscriptions.get(name) ?? 0 }]),
  }
}

/** Wraps a node in a Profiler that counts its commits under id. */
function renderCounter() {
  const renders = new Map<string, number>()
  const counted = (id: string) => (node: ReactNode) => (
    <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
      {node}
    </Profiler>
  )
  return { renders, counted }
}

describe('live prices', () => {
  it('§4 price change: one outcome changing re-renders its button only', async () => {
    const { client, push } = fakeEngine()
    const { renders, counted } = renderCounter()
    render(
      <EngineContext value={client}>
        {['o1', 'oX', 'o2'].map((id) => (
          <span key={id}>
            {counted(id)(<PriceButton eventId="e1" outcomeId={id} label={id} />)}
          </span>
        ))}
      </EngineContext>,
    )
    // Deliveries come through a port, a turn of the event loop later.
    await act(() => vi.waitFor(() => expect(screen.getAllByTestId(/^price-/)).toHaveLength(3)))
    const before = new Map(renders)
    await act(async () => {
      push('event-summary', {
        kind: 'patches',
        patches: [
          {
            op: 'replace',
            path: ['outcomes', 'oX'],
            value: {
              ...outcome('oX', 3.6),
              consolidatedPrice: {
                currentPrice: { decimal: 3.6 },
                penultimatePrice: { decimal: 3.4 },
              },
            },
          },
        ],
      })
      await vi.waitFor(() => expect(screen.getByTestId('price-oX').textContent).toContain('3.60'))
    })
    expect(renders.get('oX')).toBeGreaterThan(before.get('oX') ?? 0)
    expect(renders.get('o1')).toBe(before.get('o1'))
    expect(renders.get('o2')).toBe(before.get('o2'))
    expect(screen.getAllByTestId('price-oX')[0]?.getAttribute('data-movement')).toBe('up')
    expect(screen.getAllByTestId('price-oX')[0]?.textContent).toContain('3.60')
  })

  it('§4 suspended outcome: the price cannot be taken', async () => {
    const { client, push } = fakeEngine()
    render(
      <EngineContext value={client}>
        <PriceButton eventId="e1" outcomeId="o1" label="1" />
      </EngineContext>,
    )
    await act(() => vi.waitFor(() => screen.getByTestId('price-o1')))
    expect(screen.getByTestId('price-o1').hasAttribute('disabled')).toBe(false)
    await act(async () => {
      push('event-summary', {
        kind: 'patches',
        patches: [{ op: 'replace', path: ['outcomes', 'o1', 'status'], value: 'suspended' }],
      })
      await vi.waitFor(() => expect(screen.getByTestId('price-o1').textContent).toContain('—'))
    })
    expect(screen.getByTestId('price-o1').hasAttribute('disabled')).toBe(true)
  })
})
