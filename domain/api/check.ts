// Typed decoders for payloads that cross a trust boundary: the server checks every request body
// with them, the engine checks what it receives. One definition gives both the TypeScript type
// and the runtime check, so the two cannot drift.

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string }

export type Check<T> = (value: unknown, path?: string) => Checked<T>

export type CheckedType<C> = C extends Check<infer T> ? T : never

const fail = (path: string, expected: string): Checked<never> => ({
  ok: false,
  reason: `${path || 'body'} must be ${expected}`,
})

export const string =
  (options: { min?: number; max?: number } = {}): Check<string> =>
  (value, path = '') => {
    if (typeof value !== 'string') return fail(path, 'a string')
    if (options.min !== undefined && value.length < options.min)
      return fail(path, `at least ${options.min} characters`)
    if (options.max !== undefined && value.length > options.max)
      return fail(path, `at most ${options.max} characters`)
    return { ok: true, value }
  }

/** A number of one kind (accepts tells which), within min and max where they are given. */
const numeric =
  (accepts: (value: number) => boolean, kind: string) =>
  (options: { min?: number; max?: number } = {}): Check<number> =>
  (value, path = '') => {
    if (typeof value !== 'number' || !accepts(value)) return fail(path, kind)
    if (options.min !== undefined && value < options.min)
      return fail(path, `at least ${options.min}`)
    if (options.max !== undefined && value > options.max)
      return fail(path, `at most ${options.max}`)
    return { ok: true, value }
  }

export const integer = numeric(Number.isSafeInteger, 'an integer')

export const number = numeric(Number.isFinite, 'a number')

export const boolean: Check<boolean> = (value, path = '') =>
  typeof value === 'boolean' ? { ok: true, value } : fail(path, 'true or false')

export const oneOf =
  <const T extends readonly (string | number)[]>(...choices: T): Check<T[number]> =>
  (value, path = '') =>
    choices.includes(value as T[number])
      ? { ok: true, value: value as T[number] }
      : fail(path, `one of ${choices.join(', ')}`)

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path) =>
    value === undefined ? { ok: true, value: undefined } : check(value, path)

export const array =
  <T>(check: Check<T>, options: { min?: number; max?: number } = {}): Check<T[]> =>
  (value, path = '') => {
    if (!Array.isArray(value)) return fail(path, 'an array')
    if (options.min !== undefined && value.length < options.min)
      return fail(path, `a list of at least ${options.min}`)
    if (options.max !== undefined && value.length > options.max)
      return fail(path, `a list of at most ${options.max}`)
    const items: T[] = []
    for (const [index, item] of value.entries()) {
      const checked = check(item, `${path}[${index}]`)
      if (!checked.ok) return checked
      items.push(checked.value)
    }
    return { ok: true, value: items }
  }

type Shape = Record<string, Check<unknown>>
type ShapeType<S extends Shape> = {
  [K in keyof S as undefined extends CheckedType<S[K]> ? never : K]: CheckedType<S[K]>
} & {
  [K in keyof S as undefined extends CheckedType<S[K]> ? K : never]?: CheckedType<S[K]>
}

/** An object with these fields; fields not in the shape are dropped. */
export const object =
  <S extends Shape>(shape: S): Check<{ [K in keyof ShapeType<S>]: ShapeType<S>[K] }> =>
  (value, path = '') => {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return fail(path, 'an object')
    const result: Record<string, unknown> = {}
    for (const [key, check] of Object.entries(shape)) {
      const checked = check((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key)
      if (!checked.ok) return checked
      if (checked.value !== undefined) result[key] = checked.value
    }
    return { ok: true, value: result as { [K in keyof ShapeType<S>]: ShapeType<S>[K] } }
  }
