import { describe, expect, it } from 'vitest'
import { noResponse } from './result.ts'

describe('noResponse', () => {
  it('§8 a call that threw has status 0 and the thrown error message', () => {
    expect(noResponse(new Error('network down'))).toEqual({ status: 0, message: 'network down' })
  })

  it('§8 a thrown value that is not an Error is kept as its text', () => {
    expect(noResponse('timed out')).toEqual({ status: 0, message: 'timed out' })
  })
})
