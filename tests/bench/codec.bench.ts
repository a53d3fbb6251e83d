// Compacted price changes expanded per second by the feed codec on one core: the worker expands
// every change before the reducer sees it, so the two rates together bound the live feed.

import { compactKeys, expandKeys } from '../../domain/feed/codec.ts'

const count = 500_000
const batch = Array.from({ length: 1000 }, (_, index) =>
  compactKeys({
    kind: 'outcome',
    eventId: `e${index % 200}`,
    marketId: `e${index % 200}-m${index % 40}`,
    outcomeId: `e${index % 200}-m${index % 40}-o${index % 3}`,
    consolidatedPrice: { currentPrice: { decimal: 1.5 + (index % 100) / 100 } },
  }),
)

function run(): number {
  const started = performance.now()
  for (let i = 0; i < count; i += batch.length) expandKeys(batch)
  return performance.now() - started
}

run()
const best = Math.min(run(), run(), run())
console.log(
  `   codec, expandKeys: ${Math.round((count / best) * 1000).toLocaleString('en-US')} price changes/s, ` +
    `${((best * 1e6) / count).toFixed(0)} ns/change (batches of ${batch.length})`,
)
