// Compacted price changes expanded per second by the feed codec on one core: the worker expands
// every change before the reducer sees it, so the two rates together bound the live feed.

import { codecBatch, codecRate } from './machine-speed.ts'

const rate = codecRate()
console.log(
  `   codec, expandKeys: ${Math.round(rate).toLocaleString('en-US')} price changes/s, ` +
    `${(1e9 / rate).toFixed(0)} ns/change (batches of ${codecBatch.length})`,
)
