import { describe, expect, it } from 'vitest'
import { apiOriginFromEnv } from './api-origin.ts'

describe('VITE_API_BASE on the server', () => {
  it('is this server when unset, empty or a path', () => {
    expect(apiOriginFromEnv({})).toBeUndefined()
    expect(apiOriginFromEnv({ VITE_API_BASE: '' })).toBeUndefined()
    expect(apiOriginFromEnv({ VITE_API_BASE: '/backend' })).toBeUndefined()
  })

  it("is another backend's origin when an address", () => {
    expect(apiOriginFromEnv({ VITE_API_BASE: 'https://api.example.com/v1/' })).toBe(
      'https://api.example.com',
    )
  })

  it('names what it could not read', () => {
    for (const text of ['ftp://api.example.com', '//api.example.com', 'api.example.com'])
      expect(() => apiOriginFromEnv({ VITE_API_BASE: text })).toThrow(
        `VITE_API_BASE must be an http(s) address or a path, not "${text}"`,
      )
  })
})
