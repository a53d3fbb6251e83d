// Every toast key of SPEC.md section 8 (domain/errors/toast-texts.ts) is either shown by some code or
// named, with its reason, among the keys docs/decisions/toast-keys.md says are never shown.

import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ToastKey, toastTexts } from '../domain/errors/toast-texts.ts'
import { loginErrorToast } from '../domain/errors/toasts.ts'

const root = resolve(import.meta.dirname, '..')

/** The code that shows toasts: every source file but tests and the translations. */
function sourceText(): string {
  return ['domain', 'machines', 'worker', 'src']
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name)),
    )
    .filter((path) => !relative(root, path).startsWith('src/i18n/'))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n')
}

/** Keys a toast is made with, by name: toast('key') or a Toast's key: 'key'. */
function keysShownByName(text: string): Set<string> {
  const shown = new Set<string>()
  for (const match of text.matchAll(/(?:\btoast\(|\bkey: )'([a-z0-9-]+)'/g))
    shown.add(match[1] ?? '')
  return shown
}

/** The keys the login's failures show, by status (error-{status} for some, error-500 else). */
function keysShownForStatuses(): Set<string> {
  const shown = new Set<string>()
  for (let status = 0; status < 600; status++) {
    const key = loginErrorToast({ status })?.key
    if (key) shown.add(key)
  }
  return shown
}

function keysNotShown(): string[] {
  const decision = readFileSync(join(root, 'docs/decisions/toast-keys.md'), 'utf8')
  const list = /^Not shown: ([\s\S]*?)\.$/m.exec(decision)?.[1] ?? ''
  return list.split(/,\s*/).map((key) => key.trim())
}

describe('toast keys', () => {
  it('every toast key is shown by some code, or the decision says why it never is', () => {
    const shown = new Set([...keysShownByName(sourceText()), ...keysShownForStatuses()])
    const notShown = keysNotShown()
    const keys = Object.keys(toastTexts) as ToastKey[]
    expect(keys.filter((key) => !shown.has(key) && !notShown.includes(key))).toEqual([])
    // The decision names keys that exist and are indeed not shown.
    expect(notShown.filter((key) => !keys.includes(key as ToastKey) || shown.has(key))).toEqual([])
  })
})
