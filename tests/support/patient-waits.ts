// vi.waitFor and vi.waitUntil give up after a second unless a test names its own time: a guess at
// the machine's speed, not a rule of the code under test. npm test runs these files beside the
// end-to-end tests at a lower priority (scripts/test.mjs), where a wait of a tenth of a second
// alone has taken more than one (worker/engine.test.ts's quick stakes, on a loaded machine).
// Unless a test names its own, they wait ten seconds; a condition never met still fails.

import { vi } from 'vitest'

const patience = 10_000
const { waitFor, waitUntil } = vi

vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: patience, ...options },
  )) as typeof vi.waitFor
vi.waitUntil = ((callback, options) =>
  waitUntil(
    callback,
    typeof options === 'number' ? options : { timeout: patience, ...options },
  )) as typeof vi.waitUntil
