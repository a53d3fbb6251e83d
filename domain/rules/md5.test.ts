import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { md5 } from './md5.ts'

describe('§7 md5 of the events request body', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    [
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
      'd174ab98d277d9f5a5611c2c9f419d9f',
    ],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
  ])('§7 md5: RFC 1321 vector %j', (text, hash) => {
    expect(md5(text)).toBe(hash)
  })

  it('§7 md5: lengths around the 56- and 64-byte padding edges, and a body over 2000 characters', () => {
    for (const length of [55, 56, 57, 63, 64, 65, 119, 120, 2001, 100_000]) {
      const text = 'x'.repeat(length)
      expect(md5(text)).toBe(createHash('md5').update(text).digest('hex'))
    }
    for (const text of ['€', '日本語', '🎾', 'a\ud800b', '\udc00']) {
      expect(md5(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'))
    }
  })

  it('§7 md5: hashes the UTF-8 bytes, as node:crypto does, for any text, lone surrogates included (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(md5(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'))
      }),
    )
  })
})
