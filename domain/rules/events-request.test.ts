import { describe, expect, it } from 'vitest'
import { eventsRequest } from './events-request.ts'
import { md5 } from './md5.ts'

describe('§5 the 2000-character query rule', () => {
  it('§5 query rule: a query of up to 2000 characters is a GET', () => {
    const query = `ids=${'1'.repeat(1996)}`
    expect(query).toHaveLength(2000)
    expect(eventsRequest(query)).toEqual({ method: 'GET' })
    expect(eventsRequest('')).toEqual({ method: 'GET' })
  })

  it('§7 query rule: over 2000 characters it is a POST of the query, with ?hash= its md5', () => {
    const query = `ids=${'1'.repeat(1997)}`
    expect(query).toHaveLength(2001)
    expect(eventsRequest(query)).toEqual({ method: 'POST', hash: md5(query), body: query })
  })
})
