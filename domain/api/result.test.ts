import { describe, expect, it } from 'vitest'
import { isUnanswered, noResponse } from './result.ts'

describe('noResponse', () => {
  it('§8 a call that threw has status 0 and the thrown error message', () => {
    expect(noResponse(new Error('network down'))).toEqual({ status: 0, message: 'network down' })
  })

  it('§8 a thrown value that is not an Error is kept as its text', () => {
    expect(noResponse('timed out')).toEqual({ status: 0, message: 'timed out' })
  })
})

describe('isUnanswered', () => {
  it('no answer, a gateway that lost its server, or a server that lost its database: what happened is unknown', () => {
    const unanswered = [
      { status: 0, code: 'network' },
      { status: 0, code: 'timeout' },
      { status: 502 },
      { status: 503, code: 'unavailable' },
      { status: 504 },
    ] as const
    for (const error of unanswered) expect(isUnanswered({ ...error, message: '' })).toBe(true)
  })

  it('a refusal, a fault and the maintenance page are answers', () => {
    const answered = [
      { status: 0, code: 'aborted' },
      { status: 422, code: 'RES-00056' },
      { status: 500, code: 'internal' },
      { status: 503, code: 'maintenance' },
    ] as const
    for (const error of answered) expect(isUnanswered({ ...error, message: '' })).toBe(false)
  })
})
