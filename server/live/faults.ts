// Fault injection for the live stream (development and tests): frames dropped, sent twice,
// overtaken by the next one or delayed, and connections cut, so that every recovery path of a
// live client can be exercised against the real server. Seeded, so a failing run repeats.

import { type LiveFaults, liveFaultsFieldsSchema, noFaults } from '../../domain/api/live-faults.ts'
import { parse } from '../../domain/api/schema.ts'
import { seededRandom } from '../feed/feed-options.ts'

/** LIVE_FAULTS as `drop=0.05,duplicate=0.05,reorder=0.05,delayMs=200,cutEvery=50,seed=7`. */
export function faultsFromText(text: string | undefined): LiveFaults {
  if (!text) return noFaults
  const fields: Record<string, number> = {}
  for (const part of text.split(',')) {
    const [name, value] = part.split('=').map((piece) => piece.trim())
    if (!name || value === undefined || value === '' || Number.isNaN(Number(value)))
      throw new Error(`LIVE_FAULTS: "${part}" is not name=number`)
    fields[name] = Number(value)
  }
  const read = parse(liveFaultsFieldsSchema, fields)
  if (!read.ok) throw new Error(`LIVE_FAULTS: ${read.reason}`)
  return read.value
}

/** What happens to one changes frame on one connection. */
export interface FrameFate {
  send: number
  holdBack: boolean
  delayMs: number
  cutAfter: boolean
}

/** The faults of one connection: its own random stream, so connections do not interfere. */
export function connectionFaults(faults: LiveFaults, connection: number) {
  const random = seededRandom(faults.seed * 7919 + connection)
  let frames = 0
  return {
    fate(): FrameFate {
      frames += 1
      return {
        send: random() < faults.drop ? 0 : random() < faults.duplicate ? 2 : 1,
        holdBack: random() < faults.reorder,
        delayMs: faults.delayMs > 0 ? Math.floor(random() * faults.delayMs) : 0,
        cutAfter: faults.cutEvery > 0 && frames % faults.cutEvery === 0,
      }
    },
  }
}
