import { describe, expect, it } from 'vitest'
import { externalHeaderOrigin, siteOrigins, widgetsOrigin } from './widgets-host.ts'

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

describe('§3 external_widgets_subdomain_cms', () => {
  const hosts = { external_widgets_subdomain: 'widgets.casino.example' }

  it('§3 external_widgets_subdomain_cms: the external header is asked of the content host, else the widgets host', () => {
    expect(
      externalHeaderOrigin({ ...hosts, external_widgets_subdomain_cms: 'cms.casino.example' }),
    ).toBe('https://cms.casino.example')
    expect(externalHeaderOrigin({ ...hosts, external_widgets_subdomain_cms: '' })).toBe(
      'https://widgets.casino.example',
    )
    expect(
      externalHeaderOrigin({ external_widgets_subdomain: '', external_widgets_subdomain_cms: '' }),
    ).toBeUndefined()
  })

  it('the page may connect to both hosts the brand names, and to no setting that is not a host', () => {
    expect(siteOrigins({ ...hosts, external_widgets_subdomain_cms: 'cms.casino.example' })).toEqual(
      ['https://widgets.casino.example', 'https://cms.casino.example'],
    )
    expect(siteOrigins({ ...hosts, external_widgets_subdomain_cms: 'x.example/path' })).toEqual([
      'https://widgets.casino.example',
    ])
  })
})
