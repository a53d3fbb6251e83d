// docs/spec-coverage.md kept honest: every row names a test file that exists and the title of a
// test in it, every path it says the item is implemented in exists, no row is left pending, and
// every call of SPEC.md section 7, setting of section 3 and rule of sections 4 and 8 has a row,
// read from SPEC.md itself so that a call added to the spec, or a row dropped, fails here.

import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const tablePath = resolve(root, 'docs', 'spec-coverage.md')

interface Row {
  line: number
  section: string
  item: string
  where: string
  testFile: string
  testTitle: string
}

const pending = 'pending'

function readRows(): Row[] {
  const rows: Row[] = []
  for (const [index, text] of readFileSync(tablePath, 'utf8').split('\n').entries()) {
    if (!/^\| \d /.test(text)) continue
    const cells = text.slice(1, -1).split(' | ')
    const [section, item, where, testFile, testTitle] = cells.map((cell) => cell.trim())
    if (cells.length !== 5) throw new Error(`line ${index + 1} has ${cells.length} cells, not 5`)
    rows.push({
      line: index + 1,
      section: section ?? '',
      item: item ?? '',
      where: where ?? '',
      testFile: (testFile ?? '').replace(/^`(.*)`$/, '$1'),
      testTitle: testTitle ?? '',
    })
  }
  return rows
}

const quoted = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\])*)\1`
// it('title' / test.only("title" / it.each(cases)('title': the first argument a runner reports.
const titlePatterns = [
  new RegExp(String.raw`\b(?:it|test)(?:\.(?:only|concurrent|sequential))?\(\s*${quoted}`, 'g'),
  new RegExp(
    String.raw`\b(?:it|test)(?:\.(?:only|concurrent))?\.each\b[\s\S]*?\)\(\s*${quoted}`,
    'g',
  ),
]

const titlesByFile = new Map<string, Set<string>>()
function testTitles(file: string): Set<string> {
  const known = titlesByFile.get(file)
  if (known) return known
  const source = readFileSync(resolve(root, file), 'utf8')
  const titles = new Set<string>()
  for (const pattern of titlePatterns)
    for (const match of source.matchAll(pattern))
      titles.add((match[2] ?? '').replace(/\\(.)/g, '$1'))
  titlesByFile.set(file, titles)
  return titles
}

const rowName = (row: Row) => `line ${row.line} (§${row.section} ${row.item})`

/** What is wrong with a row, if anything. */
function problemsOf(row: Row): string[] {
  if (row.testFile === pending || row.testTitle === pending)
    return [`${rowName(row)}: pending, no test named`]
  const problems: string[] = []
  if (!existsSync(resolve(root, row.testFile)))
    problems.push(`${rowName(row)}: no test file ${row.testFile}`)
  else if (!testTitles(row.testFile).has(row.testTitle))
    problems.push(`${rowName(row)}: no test titled "${row.testTitle}" in ${row.testFile}`)
  for (const path of row.where.split(', ').filter((part) => part.includes('/')))
    if (!existsSync(resolve(root, path))) problems.push(`${rowName(row)}: no such path ${path}`)
  return problems
}

// SPEC.md sits beside the repository (README.md links ../shared/SPEC.md), or beside the folder a
// worktree of it sits in.
const specPath = [
  process.env.SPEC_MD,
  resolve(root, '..', 'shared', 'SPEC.md'),
  resolve(root, '..', '..', 'shared', 'SPEC.md'),
].find((path): path is string => path !== undefined && existsSync(path))

/** The text of SPEC.md section n, without its heading. */
function specSection(spec: string, n: number): string {
  const start = spec.search(new RegExp(`^## ${n}\\.`, 'm'))
  const rest = spec.slice(spec.indexOf('\n', start) + 1)
  const end = rest.search(/^## /m)
  return end === -1 ? rest : rest.slice(0, end)
}

const sentencesOf = (text: string) => text.split(/(?<=[.;])\s+(?=[A-Z])/).filter(Boolean)

/** A call as the table's item names it: its method and path, the query and punctuation left off. */
const callOf = (text: string) => text.replace(/\?.*$/, '').replace(/[:.]+$/, '')

/** The first `code` span of an item. */
const codeOf = (item: string) => /`([^`]+)`/.exec(item)?.[1]

/** Every call section 7 writes as a method and a path. */
function specCalls(spec: string): string[] {
  const calls = specSection(spec, 7).matchAll(/\b(GET|POST|PUT|DELETE) ((?:\/|\.\.\.)[^\s;,()]*)/g)
  return [...new Set([...calls].map((call) => callOf(call[0])))]
}

const specMessages = (spec: string) => [
  ...new Set(specSection(spec, 7).match(/\b(?:ext|opt)\.sportsbook\.[a-z]+/g) ?? []),
]

function specSettings(spec: string): string[] {
  const line = /^\*\*Settings seen\*\*: (.*)$/m.exec(specSection(spec, 3))?.[1] ?? ''
  return line.replace(/\.$/, '').split(', ').filter(Boolean)
}

/** Section 4's rules: each sentence after its paragraph's title ("Betslip panel: Opens when..."). */
function specStateRules(spec: string): string[] {
  const rules: string[] = []
  let title = ''
  for (const paragraph of specSection(spec, 4).split('\n')) {
    let text = paragraph.trim().replace(/^\d+\. /, '')
    const heading = /^\*\*(.+?)\*\*:?\s*/.exec(text)
    if (heading) {
      title = (heading[1] ?? '').replace(/[.:]+$/, '')
      text = text.slice(heading[0].length)
    }
    // A sentence ending in a colon introduces the list that follows it.
    for (const sentence of sentencesOf(text))
      if (!sentence.endsWith(':')) rules.push(`${title}: ${sentence}`)
  }
  return rules
}

/** Section 8's rules: its sentences and the rows of its tables, after their heading. */
function specErrorRules(spec: string): string[] {
  const rules: string[] = []
  let heading = ''
  for (const line of specSection(spec, 8).split('\n')) {
    const text = line.trim()
    if (text === '' || text.startsWith('|---')) continue
    const bold = /^\*\*(.+)\*\*$/.exec(text)
    if (bold) heading = bold[1] ?? ''
    else if (text.startsWith('|')) {
      const first = text.slice(1).split('|')[0]?.trim() ?? ''
      if (first !== 'Key' && first !== 'Code') rules.push(`${heading}: ${first}`)
    } else {
      // "The product's reaction to each code: not shown." states no rule.
      const sentences = sentencesOf(text.replace(/^- /, ''))
      for (const sentence of sentences)
        if (!/^[^;]*: not shown\.$/.test(sentence)) rules.push(`${heading}: ${sentence}`)
    }
  }
  return rules
}

/** The spec's items no row of the section covers. */
function missing(required: string[], covered: (item: string) => boolean): string[] {
  return required.filter((item) => !covered(item))
}

describe('docs/spec-coverage.md', () => {
  const rows = readRows()
  const rowsOf = (section: string) => rows.filter((row) => row.section === section)

  it('has rows, each of section 3, 4, 7 or 8', () => {
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.filter((row) => !['3', '4', '7', '8'].includes(row.section)).map(rowName)).toEqual(
      [],
    )
  })

  it('names for every row a test file that exists and a test title in it, and paths that exist', () => {
    expect(rows.flatMap(problemsOf)).toEqual([])
  })

  describe.skipIf(specPath === undefined)('covers SPEC.md', () => {
    const spec = specPath ? readFileSync(specPath, 'utf8') : ''
    const codes = (section: string) => new Set(rowsOf(section).map((row) => codeOf(row.item)))
    const ruleCovered = (section: string) => (rule: string) =>
      rowsOf(section).some((row) => row.item === rule || row.item.startsWith(`${rule} (`))

    it('every call of section 7 and every cross-window message has a row', () => {
      const called = new Set([...codes('7')].map((code) => code && callOf(code)))
      expect(specCalls(spec).length).toBeGreaterThan(40)
      expect(missing(specCalls(spec), (call) => called.has(call))).toEqual([])
      expect(missing(specMessages(spec), (message) => called.has(message))).toEqual([])
    })

    it('every setting of section 3 has a row', () => {
      const settings = specSettings(spec)
      expect(settings.length).toBeGreaterThan(30)
      expect(missing(settings, (setting) => codes('3').has(setting))).toEqual([])
    })

    it('every rule of section 4 has a row', () => {
      const rules = specStateRules(spec)
      expect(rules.length).toBeGreaterThan(30)
      expect(missing(rules, ruleCovered('4'))).toEqual([])
    })

    it('every rule of section 8 has a row', () => {
      const rules = specErrorRules(spec)
      expect(rules.length).toBeGreaterThan(30)
      expect(missing(rules, ruleCovered('8'))).toEqual([])
    })
  })
})
