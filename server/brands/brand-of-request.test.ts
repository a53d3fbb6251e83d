import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { brandResolver } from './brand-of-request.ts'

describe('the brand of a request', () => {
  const brands = brandResolver(new Set(['demo', 'gateway']), 'demo')
  const app = Fastify()
  app.get('/', (request) => ({
    brandOf: brands.brandOf(request) ?? null,
    namedBrand: brands.namedBrand(request) ?? null,
  }))
  const ask = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/', headers })).json()

  it('is named by the brand header as sent, else by a brand host', async () => {
    expect(await ask({ brand: 'gateway' })).toEqual({ brandOf: 'gateway', namedBrand: 'gateway' })
    expect(await ask({ brand: 'nope', host: 'gateway.localhost' })).toEqual({
      brandOf: null,
      namedBrand: 'nope',
    })
    expect(await ask({ host: 'gateway.localhost' })).toEqual({
      brandOf: 'gateway',
      namedBrand: 'gateway',
    })
  })

  it('is named by nothing on a bare address, which the default brand serves', async () => {
    expect(await ask({ host: '127.0.0.1:8080' })).toEqual({ brandOf: 'demo', namedBrand: null })
    expect(await ask({ host: 'sportsbook.example' })).toEqual({
      brandOf: 'demo',
      namedBrand: null,
    })
  })
})
