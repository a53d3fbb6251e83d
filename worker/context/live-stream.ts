// The live stream's part in loading events beside it (docs/live-protocol.md, Listed markets). The
// live area makes it; engine.ts hands it to the areas that load events of their own (the catalogue,
// the betslip), which hold them whole through it, catch them up with it, and load them again after
// its snapshot.

import type { Touched } from '../../domain/feed/store.ts'

export interface LiveStream {
  /** Resolves once the stream carries every change of the event: the read that follows misses none. */
  holdWhole(eventId: string): Promise<void>
  /**
   * Applies to the event the stream's batches after seq, which an answer read at seq lacks and
   * which came while it travelled (dropped then: the markets were not held yet).
   */
  catchUp(eventId: string, seq: number, touched: Touched): void
  /**
   * The part that held the event whole no longer needs it (an unpinned tile): the stream stops
   * carrying its other markets once no view shows them.
   */
  letGo(eventId: string): void
  /**
   * Calls the listener after every snapshot the stream applies: an event loaded beside the stream
   * may have moved in the gap before it, so what was loaded is loaded again. Answers the call
   * that stops listening.
   */
  afterSnapshot(listener: () => void): () => void
}
