import { describe, expect, it } from 'vitest'
import { betTypeName } from './bet-type-name.ts'
import { loadDictionary, loadLaterMessages } from './dictionaries.ts'
import { en } from './en/index.ts'
import { createTranslator } from './translate.ts'

const english = createTranslator({ locale: 'en', english: en, dictionary: undefined })

describe('§5 a bet type by its name, one name wherever it is shown', () => {
  it('singles, multiples by their legs, system bets by the table', () => {
    expect(
      [
        { kind: 'single', legs: 1 },
        { kind: 'multiple', legs: 2 },
        { kind: 'multiple', legs: 3 },
        { kind: 'multiple', legs: 7 },
        { kind: 'system', legs: 3, betTypeId: 200002 },
        { kind: 'system', legs: 4, betTypeId: 200059 },
        { kind: 'system', legs: 4, betTypeId: 200999 },
      ].map((bet) => betTypeName(english, bet as Parameters<typeof betTypeName>[1])),
    ).toEqual([
      'Single',
      'Double',
      'Treble',
      '7-Fold Accumulator',
      'Doubles',
      'Lucky 15',
      'System bet',
    ])
  })

  it('in the page language', async () => {
    // The slip's messages are the later screens' (parts.ts), loaded with the slip's chunk.
    await loadLaterMessages()
    const chinese = createTranslator({
      locale: 'zh',
      english: en,
      dictionary: await loadDictionary('zh'),
    })
    expect(betTypeName(chinese, { kind: 'system', legs: 3, betTypeId: 200057 })).toBe('3串4')
  })
})
