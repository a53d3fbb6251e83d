import { describe, expect, it } from 'vitest'
import { widgetsOrigin } from './widgets-host.ts'

describe('the widgets host', () => {
  it('is an https origin when the setting names a host, with a port or not', () => {
    expect(widgetsOrigin('widgets.casino.example')).toBe('https://widgets.casino.example')
    expect(widgetsOrigin('widgets.casino.example:8443')).toBe('https://widgets.casino.example:8443')
  })

  it('is none for an empty setting or anything but a host', () => {
    for (const setting of [
      '',
      'https://x.example',
      'x.example/path',
      "x.example; script-src 'none'",
    ])
      expect(widgetsOrigin(setting)).toBeUndefined()
  })
})
