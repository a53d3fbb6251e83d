// Applies a view's patches to the UI's mirror with structural sharing: every object on a patched
// path is copied once per update, everything else keeps its identity, so a component selecting
// an untouched record does not re-render. It reads immer's patches (what the engine sends) but
// is not immer: the entry chunk carries these forty lines instead of immer's 8 KB (gzip).

import type { ViewPatch } from '../../domain/engine/views.ts'

type Container = Record<string | number, unknown> | unknown[]

const copyOf = (value: Container): Container => (Array.isArray(value) ? [...value] : { ...value })

export function applyPatches<State>(state: State, patches: readonly ViewPatch[]): State {
  if (patches.length === 0) return state
  /** Containers copied in this update: patched again in place, never copied twice. */
  const copies = new Set<Container>()
  const own = (value: Container): Container => {
    if (copies.has(value)) return value
    const copy = copyOf(value)
    copies.add(copy)
    return copy
  }
  let root = state as unknown
  for (const { op, path, value } of patches) {
    if (path.length === 0) {
      root = value
      continue
    }
    root = own(root as Container)
    let parent = root as Container
    for (const key of path.slice(0, -1)) {
      const child = own((parent as Record<string | number, unknown>)[key] as Container)
      ;(parent as Record<string | number, unknown>)[key] = child
      parent = child
    }
    const key = path[path.length - 1] as string | number
    if (Array.isArray(parent)) {
      const index = key === '-' ? parent.length : Number(key)
      if (key === 'length') parent.length = value as number
      else if (op === 'add') parent.splice(index, 0, value)
      else if (op === 'remove') parent.splice(index, 1)
      else parent[index] = value
    } else if (op === 'remove') delete parent[key]
    else parent[key] = value
  }
  return root as State
}
