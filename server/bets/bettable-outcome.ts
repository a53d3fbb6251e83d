// "Can this outcome be bet on now", for the queries that ask it of many rows at once (the top
// boosts, the boost desk, the jackpot, open bets). It is domain/bets/selection-checks.ts's
// checkSelection written as SQL over the catalogue's columns, and the selection states that
// placement and the betslip model read (selection-states.ts) fold the same columns in, so a row
// this calls bettable is one checkSelection finds nothing wrong with.

/**
 * SQL: the outcome `outcome` of the market `market` and the event `event` takes bets: the event
 * neither finished nor withdrawn, the market open and not removed, the outcome open, shown, not
 * removed and priced above evens' floor of 1.
 */
export const bettableOutcome = (outcome: string, market: string, event: string): string =>
  `(not ${event}.is_finished and not ${event}.removed
    and ${market}.status = 'open' and not ${market}.removed
    and ${outcome}.status = 'open' and not ${outcome}.hidden and not ${outcome}.removed
    and ${outcome}.price > 1)`
