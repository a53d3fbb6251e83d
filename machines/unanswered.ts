// What the placements that move money do when no answer came (bet-placement.ts, jackpot-slip.ts):
// ask again with the same uuid after a wait while tries remain, then tell the bettor the bet is
// unconfirmed. The first two transitions of such a request's onDone, in this order.

import { type ApiResult, isUnanswered, mayAskAgain } from '../domain/api/result.ts'

/** The guards these transitions name, for the machine's setup. */
export const unansweredGuards = {
  /** No answer, and another try left before the bettor is told. */
  mayAskAgain: ({ context }: { context: { unanswered: number } }, result: ApiResult<unknown>) =>
    !result.ok && mayAskAgain(result.error, context.unanswered + 1),
  isUnanswered: (_: unknown, result: ApiResult<unknown>) =>
    !result.ok && isUnanswered(result.error),
}

/** A request's answer, the output of its actor's done event: what the onDone guards read. */
export const answer = <Output>({ event }: { event: { output: Output } }): Output => event.output

/** Each counts the request in `countUnanswered`, an action of the machine's own. */
export const whenUnanswered = (askingAgain: string, unconfirmed: string) =>
  [
    {
      guard: { type: 'mayAskAgain', params: answer },
      target: askingAgain,
      actions: { type: 'countUnanswered', params: answer },
    },
    {
      guard: { type: 'isUnanswered', params: answer },
      target: unconfirmed,
      actions: { type: 'countUnanswered', params: answer },
    },
  ] as const
