import { describe, expect, it } from 'vitest'
import { addressOf } from './client-address.ts'

describe('addressOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:443', '203.0.113.7'],
    ['2001:db8::7', '2001:db8::7'],
    ['2001:DB8::7', '2001:db8::7'],
    ['[2001:db8::7]', '2001:db8::7'],
    ['[2001:db8::7]:443', '2001:db8::7'],
    ['::1', '::1'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['[0:0:0:0:0:FFFF:CB00:7107]:80', '203.0.113.7'],
    ['2001:db8:0:0:0:0:0:7', '2001:db8::7'],
  ])('reads %s as %s', (written, address) => {
    expect(addressOf(written)).toBe(address)
  })

  it('leaves what is no address as it was written', () => {
    expect(addressOf('garbage')).toBe('garbage')
    expect(addressOf('999.1.1.1:80')).toBe('999.1.1.1:80')
    expect(addressOf('unknown')).toBe('unknown')
  })
})
