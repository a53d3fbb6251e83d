// The live stream (docs/live-protocol.md): a subscription after N sends N + 1 first and every
// batch after it in order, gapless; a point the log cannot serve is told snapshot-required; the
// HTTP poll answers the same batches; every frame meets /docs/live-protocol.schema.json.

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import WebSocket from 'ws'
import { liveSnapshot, prematchMarket } from '../catalogue.ts'
import { movePrice } from '../hooks.ts'
import { type Check, CheckFailure, type Context, expect, expectStatus } from '../kit.ts'

interface Frame {
  type?: string
  seq?: number
  reason?: string
}

/** The stream's address: the HTTP base as ws: or wss:. */
const streamUrl = (context: Context) => {
  const url = context.client.url('/xapi/live/stream')
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url
}

/**
 * Opens the stream, sends the messages, and gathers frames until `enough` says so; fails when
 * the stream has not said enough in time. Frames are checked against the published schema.
 */
async function converse(
  context: Context,
  messages: unknown[],
  enough: (frames: Frame[]) => boolean,
  seconds = 10,
): Promise<Frame[]> {
  const validate = await serverMessageSchema(context)
  const socket = new WebSocket(streamUrl(context), { headers: { brand: context.options.brand } })
  const frames: Frame[] = []
  const sent = JSON.stringify(messages)
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new CheckFailure(
              `the stream said too little in ${seconds} s after ${sent}: ${JSON.stringify(frames).slice(0, 800)}`,
            ),
          ),
        seconds * 1000,
      )
      socket.on('open', () => {
        for (const message of messages) socket.send(JSON.stringify(message))
      })
      socket.on('message', (data, binary) => {
        if (binary) return
        const frame = JSON.parse(String(data)) as Frame
        if (!validate(frame)) {
          clearTimeout(timer)
          reject(
            new CheckFailure(
              `a frame does not meet ServerMessage: ${String(data).slice(0, 300)} (${validate.errors?.[0]?.instancePath} ${validate.errors?.[0]?.message})`,
            ),
          )
          return
        }
        frames.push(frame)
        if (enough(frames)) {
          clearTimeout(timer)
          resolve()
        }
      })
      socket.on('error', (error) => {
        clearTimeout(timer)
        reject(new CheckFailure(`the stream failed: ${error.message}`))
      })
    })
  } finally {
    socket.terminate()
  }
  return frames
}

async function serverMessageSchema(context: Context): Promise<ValidateFunction> {
  const kept = context.shared.get('live:schema') as ValidateFunction | undefined
  if (kept) return kept
  const answer = await context.client.call('GET', '/docs/live-protocol.schema.json')
  expectStatus(answer, 200, 'the live protocol schema')
  const document = answer.json as { $defs?: Record<string, unknown> }
  expect(document.$defs?.ServerMessage, 'the schema has no ServerMessage', answer)
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
  const validate = ajv.compile({ ...document, $ref: '#/$defs/ServerMessage' })
  context.shared.set('live:schema', validate)
  return validate
}

/** A point in the log with at least three batches after it: made by the hooks, or waited for. */
async function pointWithBatchesAfter(context: Context): Promise<number> {
  const { seq } = await liveSnapshot(context)
  expect(Number.isSafeInteger(seq), `the live snapshot's seq is ${seq}`)
  if (context.options.hooks) {
    const [outcome] = (await prematchMarket(context, 'stream')).outcomes
    expect(outcome, 'a market without outcomes')
    for (const decimal of [1.5, 1.6, 1.7]) await movePrice(context, outcome.outcomeId, decimal)
  }
  const deadline = Date.now() + 20_000
  while ((await liveSnapshot(context)).seq < seq + 3) {
    expect(Date.now() < deadline, 'the log did not grow by three batches in 20 s')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return seq
}

const changes = (frames: Frame[]) => frames.filter((frame) => frame.type === 'changes')

export const liveChecks: Check[] = [
  {
    section: '7',
    group: 'live',
    name: 'a subscription after N sends N + 1 first, then every batch in order',
    async run(context) {
      const after = await pointWithBatchesAfter(context)
      const frames = await converse(
        context,
        [{ type: 'subscribe', after }],
        (frames) => changes(frames).length >= 3,
      )
      const seqs = changes(frames).map((frame) => frame.seq)
      expect(
        seqs.every((seq, index) => seq === after + 1 + index),
        `after ${after} the stream sent batches ${seqs.join(', ')}`,
      )
    },
  },
  {
    section: '7',
    group: 'live',
    name: 'a subscription after a point the log does not hold is told snapshot-required',
    async run(context) {
      const { seq } = await liveSnapshot(context)
      const frames = await converse(
        context,
        [{ type: 'subscribe', after: seq + 1_000_000 }],
        (frames) => frames.some((frame) => frame.type === 'snapshot-required'),
      )
      expect(changes(frames).length === 0, 'the stream sent changes to a client ahead of the log')
    },
  },
  {
    section: '7',
    group: 'live',
    name: 'a malformed client frame is answered with an error, and the stream goes on',
    async run(context) {
      const { seq } = await liveSnapshot(context)
      const frames = await converse(
        context,
        [{ type: 'no-such-message' }, { type: 'subscribe', after: seq }],
        (frames) =>
          frames.some((frame) => frame.type === 'error') &&
          frames.some((frame) => frame.type !== 'error'),
      )
      expect(frames[0]?.type === 'error', `the first frame was ${JSON.stringify(frames[0])}`)
    },
  },
  {
    section: '7',
    group: 'live',
    name: 'the HTTP poll after N answers N + 1 onwards, gapless',
    async run(context) {
      const after = await pointWithBatchesAfter(context)
      // A page may stop short of the log's end and say more: the next asks from its seq.
      const seqs: (number | undefined)[] = []
      for (let from = after, pages = 0; seqs.length < 3; pages++) {
        const answer = await context.client.call('GET', '/xapi/live/changes', {
          query: { after: from },
        })
        expectStatus(answer, 200, 'the poll')
        const page = answer.json as { seq?: number; batches?: { seq?: number }[]; more?: boolean }
        seqs.push(...(page.batches ?? []).map((batch) => batch.seq))
        expect(
          seqs.every((seq, index) => seq === after + 1 + index),
          `after ${after} the poll answered batches ${seqs.join(', ')}`,
          answer,
        )
        if (seqs.length >= 3) break
        expect(
          typeof page.seq === 'number' &&
            page.more === true &&
            page.seq === seqs.at(-1) &&
            pages < 3,
          `after ${after} the poll answered batches ${seqs.join(', ')} and no more`,
          answer,
        )
        from = page.seq
      }
    },
  },
  {
    section: '7',
    group: 'live',
    name: 'the HTTP poll ahead of the log answers snapshotRequired',
    async run(context) {
      const { seq } = await liveSnapshot(context)
      const answer = await context.client.call('GET', '/xapi/live/changes', {
        query: { after: seq + 1_000_000 },
      })
      expectStatus(answer, 200, 'the poll')
      expect(
        (answer.json as { snapshotRequired?: unknown }).snapshotRequired === true,
        'a poll ahead of the log must say snapshotRequired',
        answer,
      )
    },
  },
]
