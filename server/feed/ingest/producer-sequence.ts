// Where a batch stands against the producer's own count (docs/decisions/ingest-order.md): the
// next one is applied; one at or below the last applied is a repeat, answered as a duplicate and
// applied again never; one past the next is refused, naming the one expected, and the producer
// sends again from there. The first batch the server hears starts the count wherever it is.

export type SequenceVerdict =
  | { kind: 'next' }
  | { kind: 'duplicate'; expected: number }
  | { kind: 'out-of-order'; expected: number }

/** last: the sequence of the last batch applied, undefined before the first. */
export function sequenceVerdict(last: number | undefined, sequence: number): SequenceVerdict {
  if (last === undefined || sequence === last + 1) return { kind: 'next' }
  return sequence <= last
    ? { kind: 'duplicate', expected: last + 1 }
    : { kind: 'out-of-order', expected: last + 1 }
}
