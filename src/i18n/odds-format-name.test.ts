import { describe, expect, it } from 'vitest'
import { formatOdds } from '../../domain/odds/display.ts'
import { oddsFormats } from '../../domain/odds/formats.ts'
import { en } from './en/index.ts'
import { oddsFormatNames } from './odds-format-name.ts'

describe('an odds format by name', () => {
  it.each(oddsFormats)('%s: the English sample is 2.50 as the slip shows it', (format) => {
    const sample = /\((.+)\)$/.exec(en[oddsFormatNames[format]] as string)?.[1]
    expect(sample).toBe(formatOdds(2.5, format))
  })
})
