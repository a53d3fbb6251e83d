import { describe, expect, it, vi } from 'vitest'
import type { Call } from './call.ts'
import { createClientReports, reportsPerWindow, reportWindowMs } from './client-reports.ts'

function setup() {
  let now = 0
  const sent: unknown[] = []
  const signals: AbortSignal[] = []
  const call = vi.fn(async (_entry: unknown, request: { body: unknown; signal: AbortSignal }) => {
    sent.push(request.body)
    signals.push(request.signal)
    return { ok: true, data: null }
  }) as unknown as Call
  const report = createClientReports(call, () => now)
  return { report, sent, signals, pass: (ms: number) => (now += ms) }
}

const failure = (value: string) => ({ name: 'client.render-error', value, tags: { page: '/' } })

describe('client reports', () => {
  it('sends the same report once a minute, however often a screen fails with it', () => {
    const { report, sent, pass } = setup()
    for (let render = 0; render < 100; render++) report(failure('boom'))
    expect(sent).toEqual([failure('boom')])
    pass(reportWindowMs)
    report(failure('boom'))
    expect(sent).toHaveLength(2)
  })

  it('sends a few reports a minute in all, then none until the minute has passed', () => {
    const { report, sent, pass } = setup()
    for (let error = 0; error < 20; error++) report(failure(`error ${error}`))
    expect(sent).toHaveLength(reportsPerWindow)
    pass(reportWindowMs - 1)
    report(failure('one more'))
    expect(sent).toHaveLength(reportsPerWindow)
    pass(1)
    report(failure('one more'))
    expect(sent.at(-1)).toEqual(failure('one more'))
  })

  it('gives a report up when the server has not taken it within 3 s', async () => {
    const { report, signals } = setup()
    report(failure('slow'))
    const [signal] = signals
    if (!signal) throw new Error('no report sent')
    expect(signal.aborted).toBe(false)
    await new Promise((resolve) => signal.addEventListener('abort', resolve))
    expect((signal.reason as Error).name).toBe('TimeoutError')
  }, 10_000)
})
