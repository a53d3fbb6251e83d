// The mirror's patches against immer's own applyPatches: for any run of changes the engine's
// drafts can make, the same state, and every record no patch names keeps its identity.

import fc from 'fast-check'
import { enablePatches, applyPatches as immerApply, type Patch, produceWithPatches } from 'immer'
import { describe, expect, it } from 'vitest'
import type { ViewPatch } from '../../domain/engine/views.ts'
import { applyPatches } from './apply-patches.ts'

enablePatches()

interface State {
  ids: string[]
  records: Record<string, { price: number; name: string }>
  count: number
  note?: string
}

type Edit =
  | { kind: 'price'; id: string; price: number }
  | { kind: 'add'; id: string }
  | { kind: 'remove'; id: string }
  | { kind: 'count'; count: number }
  | { kind: 'note'; note: string | undefined }
  | { kind: 'truncate'; length: number }

const initial: State = {
  ids: ['a', 'b', 'c'],
  records: {
    a: { price: 1.5, name: 'A' },
    b: { price: 2.5, name: 'B' },
    c: { price: 3.5, name: 'C' },
  },
  count: 3,
}

function edit(draft: State, change: Edit): void {
  if (change.kind === 'price') {
    const record = draft.records[change.id]
    if (record) record.price = change.price
  } else if (change.kind === 'add') {
    if (draft.records[change.id]) return
    draft.records[change.id] = { price: 2, name: change.id }
    draft.ids.splice(1, 0, change.id)
  } else if (change.kind === 'remove') {
    delete draft.records[change.id]
    const index = draft.ids.indexOf(change.id)
    if (index >= 0) draft.ids.splice(index, 1)
  } else if (change.kind === 'count') draft.count = change.count
  else if (change.kind === 'note') {
    if (change.note === undefined) delete draft.note
    else draft.note = change.note
  } else draft.ids.length = Math.min(draft.ids.length, change.length)
}

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e')
const change: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('price' as const),
    id,
    price: fc.double({ min: 1, max: 9, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('add' as const), id }),
  fc.record({ kind: fc.constant('remove' as const), id }),
  fc.record({ kind: fc.constant('count' as const), count: fc.nat(9) }),
  fc.record({
    kind: fc.constant('note' as const),
    note: fc.option(fc.string(), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('truncate' as const), length: fc.nat(4) }),
)

describe('the mirror applies patches as immer does, sharing what they do not name', () => {
  it('any run of edits: the same state as immer, untouched records identical', () => {
    fc.assert(
      fc.property(fc.array(fc.array(change, { maxLength: 5 }), { maxLength: 8 }), (updates) => {
        let ours = initial
        let theirs = initial
        for (const update of updates) {
          const [, patches] = produceWithPatches(theirs, (draft) => {
            for (const one of update) edit(draft, one)
          })
          const before = ours
          ours = applyPatches(ours, patches as ViewPatch[])
          theirs = immerApply(theirs, patches as Patch[])
          expect(ours).toEqual(theirs)
          const named = new Set(patches.map((patch) => String(patch.path[1])))
          for (const [key, record] of Object.entries(before.records))
            if (!named.has(key) && ours.records[key]) expect(ours.records[key]).toBe(record)
          if (patches.length === 0) expect(ours).toBe(before)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('never changes the state it was given', () => {
    const frozen = structuredClone(initial)
    applyPatches(initial, [
      { op: 'replace', path: ['records', 'a', 'price'], value: 9 },
      { op: 'remove', path: ['ids', 0] },
    ])
    expect(initial).toEqual(frozen)
  })
})
