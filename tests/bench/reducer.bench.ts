// Price changes applied per second by the pure reducer on one core, over a store of 200 live events
// with 40 markets of 3 outcomes each (the target: at least 1,000,000 a second), with the
// feed's prices and in a brand's odds (each change priced with its market's margin and ladder).

import { applyChange } from '../../domain/feed/apply-change.ts'
import { type OutcomeChange, priceChange } from '../../domain/feed/change.ts'
import { createStore, createTouched, putEvent, setOdds } from '../../domain/feed/store.ts'
import { standardLadder } from '../../domain/odds/ladder.ts'
import { sampleEvent } from '../support/sample-event.ts'

const events = 200
const shape = { markets: 40, outcomesPerMarket: 3 }
const store = createStore()
for (let i = 1; i <= events; i++) putEvent(store, sampleEvent(i, shape))

// Changes are made up front, as the engine receives them decoded, so the timing is the reducer's
// alone. A pseudo-random walk over every outcome keeps the Map lookups honest (no hot cache line).
// 250,000 distinct changes replayed eight times: two million per run without holding two million
// change objects, whose garbage collection would be timed along with the reducer.
const distinct = 250_000
const count = 2_000_000
const outcomeIds = [...store.outcomes.keys()]
const changes: OutcomeChange[] = new Array(distinct)
let seed = 42
for (let i = 0; i < distinct; i++) {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
  const outcome = store.outcomes.get(outcomeIds[seed % outcomeIds.length] as string)
  if (!outcome) throw new Error('every id was taken from the store')
  changes[i] = priceChange(outcome, 1.01 + (seed % 5000) / 100)
}

function run(withTouched: boolean): number {
  const touched = withTouched ? createTouched() : undefined
  const started = performance.now()
  for (let i = 0; i < count; i++) {
    applyChange(store, changes[i % distinct] as OutcomeChange, touched)
    // The engine flushes what was touched once a frame; a flush every 1000 changes is generous.
    if (touched && i % 1000 === 999) touched.outcomes.clear()
  }
  return performance.now() - started
}

run(true) // warm-up: lets the JIT settle before anything is timed

function report(label: string, best: number): void {
  const perSecond = Math.round((count / best) * 1000)
  console.log(
    `   reducer, ${label}: ${perSecond.toLocaleString('en-US')} price changes/s, ` +
      `${((best * 1e6) / count).toFixed(0)} ns/change ` +
      `(${events} events x ${shape.markets} markets x ${shape.outcomesPerMarket} outcomes, ` +
      `${outcomeIds.length.toLocaleString('en-US')} outcomes, target 1,000,000/s)`,
  )
}

for (const withTouched of [false, true]) {
  const best = Math.min(run(withTouched), run(withTouched), run(withTouched))
  report(withTouched ? 'with Touched tracking' : 'store only', best)
}

// A margin on every market type the sample has, so every change is priced.
setOdds(store, {
  ladder: standardLadder,
  margins: Array.from({ length: shape.markets }, (_, index) => ({
    marketTypeId: String(index + 1),
    margin: 0.05,
  })),
})
run(true)
report('in a brand’s odds, with Touched tracking', Math.min(run(true), run(true), run(true)))
