import { describe, expect, it } from 'vitest'
import { toastTexts } from './toast-texts.ts'
import {
  betslipErrorToast,
  eventPageToast,
  loginErrorToast,
  missingSessionTokenError,
  settingsErrorToast,
  toast,
} from './toasts.ts'

describe('toasts', () => {
  it('§8 login: 400, 401, 403, 404 and 501 each have their own toast', () => {
    for (const status of [400, 401, 403, 404, 501]) {
      expect(loginErrorToast({ status })?.key).toBe(`error-${status}`)
    }
    expect(toastTexts['error-401']).toBe('provided credential is invalid')
    expect(toastTexts['error-403']).toBe('account is locked')
  })

  it('§8 login: any other status is error-500', () => {
    for (const status of [402, 408, 429, 500, 502, 503]) {
      expect(loginErrorToast({ status })?.key).toBe('error-500')
    }
    expect(toastTexts['error-500']).toBe('we are experiencing difficulties at present')
  })

  it('a 429 that says how long to wait has no toast: the form says until when', () => {
    expect(loginErrorToast({ status: 429, retryAfterSeconds: 60 })).toBeUndefined()
  })

  it('§8 login: a network error with no response says Something went wrong', () => {
    expect(loginErrorToast({ status: 0 })?.key).toBe('something-went-wrong')
    expect(toastTexts['something-went-wrong']).toBe('Something went wrong')
  })

  it('§8 login: a session without jwe_token fails as error-500', () => {
    expect(loginErrorToast(missingSessionTokenError)?.key).toBe('error-500')
  })

  it('§8 toast texts: 408, 440 and 500 to 504 all say difficulties at present', () => {
    for (const key of ['error-408', 'error-440', 'error-500', 'error-502', 'error-504'] as const) {
      expect(toastTexts[key]).toBe('we are experiencing difficulties at present')
    }
    expect(toastTexts['error-invalid-login-credentials']).toBe(toastTexts['error-401'])
  })

  it('§8 toasts close after 3 seconds', () => {
    expect(toast('error-404').durationMs).toBe(3_000)
    expect(toast('choice-saved', 'success')).toEqual({
      key: 'choice-saved',
      tone: 'success',
      durationMs: 3_000,
      position: 'top-center',
    })
    expect(toastTexts['choice-saved']).toBe('Your choice has been saved')
  })

  it('§8 place-bet 500: red, 10 s, bottom-centre, id betslip-error, with the reference', () => {
    expect(betslipErrorToast('uuid-7')).toEqual({
      id: 'betslip-error',
      key: 'betslip-error',
      tone: 'error',
      durationMs: 10_000,
      position: 'bottom-center',
      reference: 'uuid-7',
    })
  })
})

describe('§8 the event page and the settings', () => {
  it('an event that fails to load, or is not found, shows no-events; a finished one event-finished', () => {
    expect(eventPageToast({ status: 'failed', finished: false })?.key).toBe(
      'error-no-events-found-for-this-eventpath',
    )
    expect(eventPageToast({ status: 'not-found', finished: false })?.key).toBe(
      'error-no-events-found-for-this-eventpath',
    )
    expect(eventPageToast({ status: 'ready', finished: true })).toMatchObject({
      key: 'event-is-finished',
      tone: 'info',
    })
    expect(eventPageToast({ status: 'ready', finished: false })).toBeUndefined()
    expect(eventPageToast({ status: 'loading', finished: false })).toBeUndefined()
  })

  it("a settings failure shows its message, or 'Unexpected Error!' without one", () => {
    expect(settingsErrorToast('settings are down').text).toBe('settings are down')
    expect(settingsErrorToast('')).toMatchObject({ key: 'unexpected-error' })
    expect(settingsErrorToast('').text).toBeUndefined()
  })
})
