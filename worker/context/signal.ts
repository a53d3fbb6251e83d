// Something that happens, told to whoever listens: a notice for the UI, money moving on the server,
// a new live snapshot. Unlike a cell it holds no value, so a listener hears each time, even when
// nothing it could compare has changed.

export interface Signal<T = void> {
  emit(value: T): void
  /** Answers the call that stops listening. */
  listen(listener: (value: T) => void): () => void
}

export function createSignal<T = void>(): Signal<T> {
  const listeners = new Set<(value: T) => void>()
  return {
    emit(value) {
      for (const listener of [...listeners]) listener(value)
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
