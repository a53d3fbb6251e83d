// Issue 11, Locales: no English written inline in a view. Every word a bettor reads comes from
// the message catalogue (src/i18n/en/), so each of the 25 locales can have it. This reads every
// view's syntax tree for text: JSX text, quoted strings in JSX, and the attributes a screen
// reader or a bettor reads (aria-label, title, placeholder, alt).

import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseSync } from 'oxc-parser'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')

const readAttributes = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'aria-roledescription',
])

// A word: two letters in a row of any script. Symbols (—, …, ·, ×, %, €) and digits may stay.
const hasWords = (text: string) => /\p{L}{2}/u.test(text)

function viewFiles(): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

interface Node {
  type: string
  start: number
  [field: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** The words of a quoted string or a template (its fixed parts), or undefined for code. */
const textOf = (node: unknown): string | undefined => {
  if (!isNode(node)) return undefined
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined
  if (node.type === 'TemplateLiteral')
    return (node.quasis as { value: { cooked: string } }[])
      .map((quasi) => quasi.value.cooked)
      .join(' ')
  return undefined
}

/** Each piece of inline text in a view's source, as file:line and the text. */
function inlineText(file: string, text: string): string[] {
  const { program, errors } = parseSync(file, text)
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`)
  const found: string[] = []
  const report = (node: Node, value: string) => {
    const line = text.slice(0, node.start).split('\n').length
    found.push(`${file}:${line} ${JSON.stringify(value.trim())}`)
  }
  const visit = (node: Node, parent: Node | undefined) => {
    if (node.type === 'JSXText' && hasWords(node.value as string))
      report(node, node.value as string)
    if (node.type === 'JSXAttribute') {
      const name = (node.name as Node).name as string
      const value = textOf(
        isNode(node.value) && node.value.type === 'JSXExpressionContainer'
          ? node.value.expression
          : node.value,
      )
      if (readAttributes.has(name) && value !== undefined && hasWords(value)) report(node, value)
    }
    if (node.type === 'JSXExpressionContainer' && parent?.type !== 'JSXAttribute') {
      const value = textOf(node.expression)
      if (value !== undefined && hasWords(value)) report(node, value)
    }
    for (const child of Object.values(node))
      for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) visit(item, node)
  }
  visit(program as unknown as Node, undefined)
  return found
}

describe('Issue 11 locales: the message catalogue', () => {
  it('no view writes English inline: every word comes from the catalogue', () => {
    const found = viewFiles().flatMap((file) =>
      inlineText(file, readFileSync(join(root, file), 'utf8')),
    )
    expect(found).toEqual([])
  })

  it('the check finds every kind of inline text, and nothing else', () => {
    const view = [
      'const a = <p title="Hello there" className="x-y" data-testid="place-bet">',
      '  Place bet {"Now"}<b>{t("tabs.menu")}</b> — {count} € <Icon aria-label={t("k")} />',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is a view's source text
      '  <input placeholder="Stake" alt={`x`} aria-label={`Account of ${name}`} />',
      '</p>',
    ].join('\n')
    expect(inlineText('probe.tsx', view)).toEqual([
      'probe.tsx:1 "Hello there"',
      'probe.tsx:1 "Place bet"',
      'probe.tsx:2 "Now"',
      'probe.tsx:3 "Stake"',
      'probe.tsx:3 "Account of"',
    ])
  })
})
