import { describe, expect, it } from 'vitest'
import { metricsExposureFromEnv } from './metrics-endpoint.ts'

describe('METRICS_PORT, METRICS_HOST and METRICS_TOKEN', () => {
  it('serve nothing when unset', () => {
    expect(metricsExposureFromEnv({})).toEqual({})
  })

  it('read a port, an address and a token', () => {
    expect(
      metricsExposureFromEnv({
        METRICS_PORT: '9464',
        METRICS_HOST: '10.0.0.5',
        METRICS_TOKEN: ' a-long-enough-token ',
      }),
    ).toEqual({ port: 9464, host: '10.0.0.5', token: 'a-long-enough-token' })
  })

  it('refuse a port out of range and a token short enough to guess', () => {
    expect(() => metricsExposureFromEnv({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT')
    expect(() => metricsExposureFromEnv({ METRICS_TOKEN: 'secret' })).toThrow(
      'METRICS_TOKEN must be 16 characters or more',
    )
  })
})
