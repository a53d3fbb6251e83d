import { describe, expect, it } from 'vitest'
import { settingsChannelFor } from './settings-channel.ts'

describe('the settings channel of a window', () => {
  it('§9: desktop from 1024 px, mobile below', () => {
    expect(settingsChannelFor(390)).toBe('mobile')
    expect(settingsChannelFor(1023)).toBe('mobile')
    expect(settingsChannelFor(1024)).toBe('desktop')
    expect(settingsChannelFor(1366)).toBe('desktop')
  })
})
