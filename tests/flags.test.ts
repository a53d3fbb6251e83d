// The language menu shows a flag per locale on every page, inlined or loaded as an image, so each
// file in public/flags/ must exist, be a small well-formed 30×20 SVG, and carry nothing active.

import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brandLanguage } from '../domain/player/site-settings.ts'
import { languages } from '../domain/rules/locales.ts'

const dir = resolve(import.meta.dirname, '..', 'public', 'flags')

// Every language's flag as the brand settings give it (domain/player/site-settings.ts).
const flags = [
  ...new Set(languages.map((language) => brandLanguage(language.locale)?.flag ?? language.locale)),
].map((path) => path.replace(/^\/flags\/(.*)\.svg$/, '$1'))

/** The element names in document order, or an error if the tags do not nest. */
function elements(text: string): string[] {
  const names: string[] = []
  const open: string[] = []
  const tags = [...text.matchAll(/<(\/?)([A-Za-z][\w:-]*)(?:\s+[\w:-]+="[^"<>]*")*\s*(\/?)>/g)]
  if (tags.length !== text.split('<').length - 1) throw new Error('a tag that is not well formed')
  for (const [tag, close, name, selfClose] of tags) {
    if (close) {
      if (open.pop() !== name) throw new Error(`unbalanced ${tag}`)
    } else {
      names.push(name as string)
      if (!selfClose) open.push(name as string)
    }
  }
  if (open.length > 0) throw new Error(`unclosed <${open.at(-1)}>`)
  // A title (the country, for whoever opens the file alone) is the only text.
  const rest = text
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<[^>]*>/g, '')
    .trim()
  if (rest !== '') throw new Error(`stray text ${JSON.stringify(rest.slice(0, 20))}`)
  return names
}

describe('flags', () => {
  it('one for each of the 25 languages, Basque its own', () => {
    expect(flags).toHaveLength(25)
    expect(flags).toContain('basque')
  })

  for (const flag of flags) {
    describe(flag, () => {
      const file = join(dir, `${flag}.svg`)

      it('exists and is under 2 KB', () => {
        expect(statSync(file).isFile()).toBe(true)
        expect(statSync(file).size).toBeLessThan(2048)
      })

      it('is one <svg> root with the 30×20 view box', () => {
        const text = readFileSync(file, 'utf8')
        const names = elements(text)
        expect(names[0]).toBe('svg')
        expect(names.filter((name) => name === 'svg')).toHaveLength(1)
        expect(text.trim()).toMatch(/^<svg\s[^>]*viewBox="0 0 30 20"[^>]*>/)
        expect(text.trim()).toMatch(/<\/svg>$/)
      })

      it('carries no script, handler, external link, text or style', () => {
        const text = readFileSync(file, 'utf8')
        expect(text).not.toMatch(/<script/i)
        expect(text).not.toMatch(/\son[a-z]+=/i)
        expect(text).not.toMatch(/href="http/i)
        expect(text).not.toMatch(/<text/i)
        expect(text).not.toMatch(/<style/i)
      })
    })
  }
})
