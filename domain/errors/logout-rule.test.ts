import { describe, expect, it } from 'vitest'
import { logoutReasonForResponse } from './logout-rule.ts'

describe('logout rule', () => {
  it('§8 transport: a 401 or 403 on /api/ or /xapi/ while logged in logs out as unauthorized', () => {
    for (const status of [401, 403]) {
      for (const path of ['/api/cached_settings', '/xapi/rest/accounts/1/info?x=1']) {
        expect(logoutReasonForResponse({ path, status, loggedIn: true })).toBe('unauthorized')
      }
    }
  })

  it('§8 transport: avaya_tokens is exempt', () => {
    expect(
      logoutReasonForResponse({ path: '/api/avaya_tokens', status: 401, loggedIn: true }),
    ).toBeUndefined()
  })

  it('§8 transport: no logout when logged out, on other statuses or other paths', () => {
    expect(
      logoutReasonForResponse({ path: '/xapi/rest/events', status: 401, loggedIn: false }),
    ).toBeUndefined()
    expect(
      logoutReasonForResponse({ path: '/xapi/rest/events', status: 404, loggedIn: true }),
    ).toBeUndefined()
    expect(
      logoutReasonForResponse({
        path: '/auth/en/api/plugins/component/route/otp/validate',
        status: 401,
        loggedIn: true,
      }),
    ).toBeUndefined()
  })
})
