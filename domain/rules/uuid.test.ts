import { expect, it } from 'vitest'
import { uuidFrom } from './uuid.ts'

it('is a version 4, variant 1 uuid whatever the bytes', () => {
  for (const fill of [0, 255, 0x5a]) {
    const uuid = uuidFrom(new Uint8Array(16).fill(fill))
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  }
  expect(() => uuidFrom(new Uint8Array(8))).toThrow(RangeError)
})
