// A call of the route table: what it sends besides the entry's parts.

import { describe, expect, it } from 'vitest'
import { getActiveJackpot } from '../../domain/api/jackpot.ts'
import { logOut } from '../../domain/api/operator-wallet.ts'
import { getSettings } from '../../domain/api/settings.ts'
import { getAdvert, getExternalHeader } from '../../domain/api/site.ts'
import { defaultSettings } from '../../domain/player/settings.ts'
import { recordingContext } from '../../tests/support/recording-context.ts'

describe('a call of the route table', () => {
  it('with a bearer of its own, goes though the engine holds no session', async () => {
    const { context, sent } = recordingContext({ success: true })
    const answer = await context.call(logOut, { headers: { authorization: 'Bearer ended' } })
    expect(answer).toEqual({ ok: true, data: { success: true } })
    expect(sent.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['DELETE', '/api/session'],
    ])
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer ended')
  })

  it("a player's call without one is refused unsent while no one is logged in", async () => {
    const { context, sent } = recordingContext({ success: true })
    const answer = await context.call(logOut)
    expect(answer.ok ? undefined : answer.error.code).toBe('unauthorized')
    expect(sent).toEqual([])
  })

  it('is asked of another origin when it names one', async () => {
    const { context, sent } = recordingContext({ css: '', js: '', html: '<p>hi</p>' })
    const answer = await context.call(getExternalHeader, {
      params: { path: 'main' },
      origin: 'https://widgets.brand.test',
    })
    expect(answer.ok).toBe(true)
    expect(sent[0]?.url).toBe('https://widgets.brand.test/api/external_header/main')
  })

  describe('§7 request decoration', () => {
    const decorated = () => {
      const recording = recordingContext({})
      recording.context.settings.set({
        ...defaultSettings,
        portal_id: 'demo-portal',
        portal_token: 'pt-1234',
        last_publication_timestamp: 1_764_000_000_000,
      })
      recording.context.page.set({ language: 'en', channel: 'desktop' })
      return recording
    }

    it('an /api/ call carries the portal id and token headers, and pub and mc', async () => {
      const { context, sent } = decorated()
      await context.call(getAdvert, { params: { adId: 'jackpot_bets' }, query: {} })
      const url = new URL(sent[0]?.url ?? '')
      expect(url.searchParams.get('pub')).toBe('1764000000000')
      expect(url.searchParams.get('mc')).toBe('desktop')
      expect(sent[0]?.headers.get('portal-id')).toBe('demo-portal')
      expect(sent[0]?.headers.get('portal-token')).toBe('pt-1234')
    })

    it('any other call carries the portal headers but not pub and mc', async () => {
      const { context, sent } = decorated()
      await context.call(getActiveJackpot)
      const url = new URL(sent[0]?.url ?? '')
      expect([url.searchParams.has('pub'), url.searchParams.has('mc')]).toEqual([false, false])
      expect(sent[0]?.headers.get('portal-id')).toBe('demo-portal')
      expect(sent[0]?.headers.get('portal-token')).toBe('pt-1234')
    })

    it("a call's own parameters win, and a brand without a portal sends no portal headers", async () => {
      const { context, sent } = decorated()
      context.settings.set({ ...context.settings.get(), portal_id: '', portal_token: '' })
      await context.call(getSettings, { query: { mc: 'mobile' } })
      expect(new URL(sent[0]?.url ?? '').searchParams.get('mc')).toBe('mobile')
      expect([sent[0]?.headers.has('portal-id'), sent[0]?.headers.has('portal-token')]).toEqual([
        false,
        false,
      ])
    })

    it('before the settings load, an /api/ call has mc but no pub', async () => {
      const { context, sent } = recordingContext({})
      await context.call(getSettings, { query: {} })
      const url = new URL(sent[0]?.url ?? '')
      expect([url.searchParams.get('mc'), url.searchParams.has('pub')]).toEqual(['mobile', false])
    })
  })
})
