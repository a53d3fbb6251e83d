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

/** Whether two records hold the same value in every field: the store replaces a field it changes. */
export function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[]
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
