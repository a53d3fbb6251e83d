// Prices a jackpot slip (POST /xapi/rest/jackpotbetslips/selections, booking codes, placement):
// the picks checked against the jackpot, the lines they make and what they cost. Bad input (an
// outcome of no jackpot event, a stake that is not a whole number of stakes per line, a perm past
// the line limit, a closed jackpot) is refused with its RES code; a pick on a suspended outcome
// is an error in the model, which placement refuses.

import type { JackpotModel } from '../../domain/api/jackpot.ts'
import {
  type JackpotPick,
  jackpotLines,
  missingEventNumbers,
  stakeUnits,
} from '../../domain/bets/jackpot.ts'
import { betErrorMeaning } from '../../domain/errors/bet-errors.ts'
import { maxLines } from './jackpot-terms.ts'
import type { StoredJackpot } from './read-jackpot.ts'

export const defaultOriginId = 11

export type Priced =
  | { ok: true; model: JackpotModel; picks: JackpotPick[] }
  | { ok: false; status: 404 | 422; code: string; message: string }

const refuse = (code: string, message: string): Priced => ({
  ok: false,
  status: 422,
  code,
  message,
})

/** The ids of a comma-joined list, blanks dropped (SPEC.md section 7: outcomeIds comma-joined). */
export const splitOutcomeIds = (joined: string): string[] =>
  joined
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')

export function priceJackpot(
  jackpot: StoredJackpot,
  input: {
    /** The picks: by outcome alone (the event is found), or with the event number claimed. */
    picks: ReadonlyArray<{ outcomeId: string; ordinal?: number }>
    globalStake?: number
    originId?: number
  },
  now: number,
): Priced {
  if (jackpot.status !== 'open' || Date.parse(jackpot.closesAt) <= now)
    return refuse('RES-00047', 'this jackpot is closed: its first match has started')
  const eventOf = new Map<string, { number: number; open: boolean; order: number }>()
  for (const event of jackpot.events)
    for (const [order, outcome] of event.outcomes.entries())
      eventOf.set(outcome.outcomeId, {
        number: event.number,
        open: outcome.status === 'open',
        order,
      })
  const picks: JackpotPick[] = []
  const errors: JackpotModel['errors'] = []
  for (const wanted of input.picks) {
    const event = eventOf.get(wanted.outcomeId)
    if (!event)
      return refuse('RES-00218', `outcome ${wanted.outcomeId} is not in jackpot ${jackpot.id}`)
    if (wanted.ordinal !== undefined && wanted.ordinal !== event.number)
      return refuse(
        'RES-00218',
        `outcome ${wanted.outcomeId} is of event ${event.number}, not ${wanted.ordinal}`,
      )
    if (picks.some((pick) => pick.outcomeId === wanted.outcomeId))
      return refuse('RES-00218', `outcome ${wanted.outcomeId} is picked twice`)
    picks.push({ eventNumber: event.number, outcomeId: wanted.outcomeId })
    if (!event.open)
      errors.push({
        code: 'RES-00108',
        message: betErrorMeaning('RES-00108'),
        outcomeId: wanted.outcomeId,
      })
  }
  const globalStake = input.globalStake ?? jackpot.stakePerLine
  if (globalStake < jackpot.stakePerLine)
    return refuse('RES-00140', `the stake per line is at least ${jackpot.stakePerLine}`)
  if (stakeUnits(globalStake, jackpot.stakePerLine) === undefined)
    return refuse(
      'invalid-stake',
      `the stake per line is a whole multiple of ${jackpot.stakePerLine}`,
    )
  const eventCount = jackpot.events.length
  const lines = jackpotLines(eventCount, picks)
  if (lines > maxLines)
    return refuse('RES-00233', `${lines} lines: a jackpot slip makes ${maxLines} at most`)
  picks.sort(
    (a, b) =>
      a.eventNumber - b.eventNumber ||
      (eventOf.get(a.outcomeId)?.order ?? 0) - (eventOf.get(b.outcomeId)?.order ?? 0),
  )
  const missing = missingEventNumbers(eventCount, picks)
  const totalCost = lines * globalStake
  return {
    ok: true,
    picks,
    model: {
      jackpotId: jackpot.id,
      jackpotPrize: jackpot.prize,
      globalStake,
      jackpotTotalStake: totalCost,
      noOfBets: lines,
      originId: input.originId ?? defaultOriginId,
      totalCost,
      complete: missing.length === 0,
      missingEventNumbers: missing,
      singles: picks.map((pick, index) => ({
        outcomeId: pick.outcomeId,
        ordinal: pick.eventNumber,
        ref: `sel${index + 1}`,
      })),
      errors,
    },
  }
}
