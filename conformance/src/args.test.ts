import { describe, expect, it } from 'vitest'
import { readOptions } from './args.ts'

describe('the command line', () => {
  it('reads the options with their defaults', () => {
    expect(readOptions(['--base-url', 'http://127.0.0.1:8080'])).toEqual({
      baseUrl: 'http://127.0.0.1:8080',
      hooks: false,
      brand: 'demo',
      only: [],
    })
    expect(
      readOptions([
        '--base-url=https://book.example',
        '--hooks',
        '--brand',
        'wallet',
        '--only',
        '8, live',
        '--junit',
        'out.xml',
      ]),
    ).toEqual({
      baseUrl: 'https://book.example',
      hooks: true,
      brand: 'wallet',
      only: ['8', 'live'],
      junit: 'out.xml',
    })
  })

  it('refuses a missing or non-http base URL and unknown options', () => {
    expect(readOptions([])).toEqual({ error: '--base-url is required' })
    expect(readOptions(['--base-url', 'ftp://x'])).toEqual({
      error: '--base-url must be an http(s) address, not ftp://x',
    })
    expect(readOptions(['--base-url', 'http://x', '--fast'])).toHaveProperty('error')
    expect(readOptions(['--help'])).toBe('help')
  })
})
