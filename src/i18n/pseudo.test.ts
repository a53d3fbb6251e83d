// Issue 38: the pseudo-locale is English 40 % longer with accented letters, placeholders intact.

import { describe, expect, it } from 'vitest'
import { en } from './en/index.ts'
import { pseudoDictionary, pseudoText } from './pseudo.ts'
import { createTranslator } from './translate.ts'

describe('Issue 38 the pseudo-locale', () => {
  it('is 40 % longer, accented, with its placeholders kept', () => {
    const text = 'Stake {amount} more'
    const pseudo = pseudoText(text)
    expect(pseudo.length).toBe(Math.ceil(text.length * 1.4))
    expect(pseudo).toMatch(/^Šţáķé \{amount\} ɱöŕé/)
    expect(pseudo.replace('{amount}', '')).not.toMatch(/[a-z]/i)
  })

  it('translates every message, plural forms and # included', () => {
    const t = createTranslator({ locale: 'en', english: en, dictionary: pseudoDictionary(en) })
    expect(t('betslip.combination.bets', { count: 3 })).toMatch(/^3 ƀéţš/)
    expect(Object.keys(pseudoDictionary(en))).toEqual(Object.keys(en))
  })
})
