// A view's records by id (markets, outcomes) brought up to date on its draft: only a record that
// is another record is put, so an equal one keeps its identity and sends no patch.

/** Sets in target what next has and sent lacks or holds another record for; drops the rest. */
export function showRecords(
  target: Record<string, unknown>,
  sent: Record<string, unknown>,
  next: Record<string, unknown>,
): void {
  for (const id of Object.keys(sent)) if (!(id in next)) delete target[id]
  for (const [id, record] of Object.entries(next)) if (sent[id] !== record) target[id] = record
}
