// Favourite events against a fake backend: a star is kept across a restart of the engine (the
// device's storage), and the page loads the starred events by id, newest first, without the ones
// the server no longer has (finished).

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FavouriteIdsView, FavouritesView } from '../../domain/engine/favourites.ts'
import { fakeBackendEngine } from '../../tests/support/fake-backend-engine.ts'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { type KeyValueStorage, memoryStorage } from '../context/persistence.ts'
import type { createEngine } from '../engine.ts'

const engines: ReturnType<typeof createEngine>[] = []
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop()
})

/** The server's events: any other id is an event that has finished. */
const onOffer = new Set(['e1', 'e2', 'e3'])

async function setup(storage: KeyValueStorage = memoryStorage()) {
  const asked: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    const json = (value: unknown) =>
      new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } })
    if (url.pathname === '/xapi/rest/events' && url.searchParams.has('ids')) {
      const ids = (url.searchParams.get('ids') ?? '').split(',')
      asked.push(ids.join(','))
      const events = ids
        .filter((id) => onOffer.has(id))
        .map((id) => ({ ...sampleEvent(Number(id.slice(1))), id }))
      return json({ events, page: 1, eventsPerPage: 50, totalCount: events.length, pageCount: 1 })
    }
    if (url.pathname === '/api/cached_settings') return json({})
    return new Response(JSON.stringify({ code: 'not-found', message: 'no route' }), { status: 404 })
  })
  const { engine, read } = await fakeBackendEngine({
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage,
  })
  engines.push(engine)
  await engine.start()
  return { engine, asked, read, storage }
}

describe('§3 favourite events', () => {
  it('a star survives a restart; unstarring removes it', async () => {
    const storage = memoryStorage()
    const first = await setup(storage)
    await first.engine.catalogue.toggleFavourite('e2')
    await first.engine.catalogue.toggleFavourite('e1')
    expect((await first.read<FavouriteIdsView>('favourite-ids')).eventIds).toEqual(['e1', 'e2'])
    first.engine.stop()

    const again = await setup(storage)
    await vi.waitFor(async () =>
      expect((await again.read<FavouriteIdsView>('favourite-ids')).eventIds).toEqual(['e1', 'e2']),
    )
    await again.engine.catalogue.toggleFavourite('e1')
    expect((await again.read<FavouriteIdsView>('favourite-ids')).eventIds).toEqual(['e2'])
  })

  it('the page: the starred events by id, newest first; a finished one drops out', async () => {
    const { engine, asked, read } = await setup()
    expect(await read<FavouritesView>('favourites')).toMatchObject({ eventIds: [] })
    await engine.catalogue.toggleFavourite('e3')
    await engine.catalogue.toggleFavourite('e1')
    await engine.catalogue.toggleFavourite('e9')
    await vi.waitFor(async () =>
      expect(await read<FavouritesView>('favourites')).toEqual({
        status: 'ready',
        eventIds: ['e1', 'e3'],
      }),
    )
    expect(asked.at(-1)).toBe('e9,e1,e3')
  })
})
