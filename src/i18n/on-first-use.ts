/** A value made the first time it is asked for, and the same value every time after. */
export function onFirstUse<Value>(make: () => Value): () => Value {
  let value: Value | undefined
  return () => {
    value ??= make()
    return value
  }
}
