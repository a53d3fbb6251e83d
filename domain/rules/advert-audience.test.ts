import { describe, expect, it } from 'vitest'
import { type AdvertViewer, isAdvertShown } from './advert-audience.ts'

const now = Date.parse('2026-11-22T12:00:00Z')
const anonymous: AdvertViewer = { loggedIn: false }
const depositor: AdvertViewer = {
  loggedIn: true,
  nonDepositor: false,
  nonBettor: false,
  firstLoginTime: '2025-01-01T00:00:00Z',
}
const nonDepositor: AdvertViewer = { ...depositor, nonDepositor: true }

describe('§4 advert audience', () => {
  it('§4 advert audience: all and imported_list always show, just_registered never', () => {
    for (const viewer of [anonymous, depositor]) {
      expect(isAdvertShown('all', viewer, now)).toBe(true)
      expect(isAdvertShown('imported_list', viewer, now)).toBe(true)
      expect(isAdvertShown('just_registered', viewer, now)).toBe(false)
    }
  })

  it('§4 advert audience: logged_in only when logged in, logged_out only when not', () => {
    expect(isAdvertShown('logged_in', depositor, now)).toBe(true)
    expect(isAdvertShown('logged_in', anonymous, now)).toBe(false)
    expect(isAdvertShown('logged_out', anonymous, now)).toBe(true)
    expect(isAdvertShown('logged_out', depositor, now)).toBe(false)
  })

  it('§4 advert audience: logged_in_deposited shows if the player is a non-depositor (as specified)', () => {
    expect(isAdvertShown('logged_in_deposited', nonDepositor, now)).toBe(true)
    expect(isAdvertShown('logged_in_deposited', depositor, now)).toBe(false)
    expect(isAdvertShown('logged_in_deposited', anonymous, now)).toBe(false)
  })

  it('§4 advert audience: logged_in_not_deposited shows if the player is not a non-depositor', () => {
    expect(isAdvertShown('logged_in_not_deposited', depositor, now)).toBe(true)
    expect(isAdvertShown('logged_in_not_deposited', { loggedIn: true }, now)).toBe(true)
    expect(isAdvertShown('logged_in_not_deposited', nonDepositor, now)).toBe(false)
    expect(isAdvertShown('logged_in_not_deposited', anonymous, now)).toBe(false)
  })

  it('§4 advert audience: logged_in_not_played shows to a non-bettor or within 1 day of the first login', () => {
    expect(isAdvertShown('logged_in_not_played', { ...depositor, nonBettor: true }, now)).toBe(true)
    expect(isAdvertShown('logged_in_not_played', depositor, now)).toBe(false)
    const dayAgo = now - 24 * 60 * 60 * 1000
    expect(
      isAdvertShown('logged_in_not_played', { ...depositor, firstLoginTime: dayAgo }, now),
    ).toBe(true)
    expect(
      isAdvertShown('logged_in_not_played', { ...depositor, firstLoginTime: dayAgo - 1 }, now),
    ).toBe(false)
    expect(
      isAdvertShown('logged_in_not_played', { ...depositor, firstLoginTime: 'not a date' }, now),
    ).toBe(false)
    expect(isAdvertShown('logged_in_not_played', { loggedIn: false, nonBettor: true }, now)).toBe(
      false,
    )
  })

  it('§4 advert audience: an unknown audience shows nothing', () => {
    expect(isAdvertShown('vip_only', depositor, now)).toBe(false)
  })
})
