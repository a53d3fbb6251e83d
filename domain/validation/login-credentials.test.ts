import { describe, expect, it } from 'vitest'
import { checkLoginCredentials } from './login-credentials.ts'

describe('login credentials', () => {
  it('§5 login: the username is trimmed, the password kept as typed', () => {
    expect(checkLoginCredentials({ username: '  bettor1 ', password: ' secret ' })).toEqual({
      ok: true,
      credentials: { username: 'bettor1', password: ' secret ' },
    })
  })

  it('§5 login: an empty username, even of spaces, is error-invalid-login-credentials', () => {
    for (const username of ['', '   ']) {
      expect(checkLoginCredentials({ username, password: 'secret' })).toEqual({
        ok: false,
        toastKey: 'error-invalid-login-credentials',
      })
    }
  })

  it('§5 login: an empty password is error-invalid-login-credentials', () => {
    expect(checkLoginCredentials({ username: 'bettor1', password: '' })).toEqual({
      ok: false,
      toastKey: 'error-invalid-login-credentials',
    })
  })
})
