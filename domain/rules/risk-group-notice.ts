// The risk-group player notice (SPEC.md section 2, the risk-group player modal, shown only where
// the brand turns it on): a player the operator has placed in a risk group sees what they have
// deposited, staked and got back lately, and acknowledges it before going on. Once acknowledged
// it stays away for a day, so a player who logs in often is reminded daily, not at every page.

/** How long one acknowledgement holds. */
export const riskGroupNoticeQuietMs = 24 * 60 * 60 * 1000

/** The days of activity the notice sums. */
export const riskGroupActivityDays = 30

/** Whether the notice is due now: an acknowledgement within the quiet time puts it off. */
export function riskGroupNoticeDue(
  player: { riskGroup: boolean; lastAcknowledgedAt?: Date },
  now: Date,
): boolean {
  if (!player.riskGroup) return false
  const last = player.lastAcknowledgedAt
  return last === undefined || now.getTime() - last.getTime() >= riskGroupNoticeQuietMs
}
