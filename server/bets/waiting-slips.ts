// The slips of an account still waiting for their decision (an in-play delay, a trader's
// referral): placement refuses a new slip while one waits (RES-00246), and the betslip model
// reads the same count so that its verdict is placement's. One fragment, so the two never drift.

/** SQL counting the account's waiting slips; served by the index betslips_waiting_account. */
export const waitingSlipsSql = (accountId: string): string =>
  `(select count(*) from betslips w
    where w.account_id = ${accountId} and w.status in ('pending', 'referred'))`
