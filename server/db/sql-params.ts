// Values bound to a statement as $1, $2…: a query built from optional filters numbers its
// parameters as it goes, and no value is ever spliced into the SQL text.

export interface SqlParams {
  values: unknown[]
  /** The placeholder of a value, bound in order. */
  bind(value: unknown): string
}

export function sqlParams(): SqlParams {
  const values: unknown[] = []
  return {
    values,
    bind(value) {
      values.push(value)
      return `$${values.length}`
    },
  }
}
