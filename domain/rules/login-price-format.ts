// The odds type a player's price format sets on login (SPEC.md section 4, Price format on login).
// Player APIs spell formats in several ways (MALAY, HongKong, decimal, American); the five the
// spec names are recognised under each spelling seen.

import type { OddsFormat } from '../odds/formats.ts'

export type LoginOddsType = Extract<OddsFormat, 'malay' | 'hk' | 'indo' | 'euro' | 'us'>

const oddsTypeBySpelling: Readonly<Record<string, LoginOddsType>> = {
  malay: 'malay',
  malaysian: 'malay',
  hk: 'hk',
  hongkong: 'hk',
  indo: 'indo',
  indonesian: 'indo',
  euro: 'euro',
  decimal: 'euro',
  european: 'euro',
  us: 'us',
  american: 'us',
}

/**
 * The odds type to set, or undefined when the price format is absent or not one of the five: the
 * odds type in use (the brand's default_price_format) then stays, rather than a guess.
 */
export function oddsTypeOnLogin(priceFormat: string | null | undefined): LoginOddsType | undefined {
  if (typeof priceFormat !== 'string') return undefined
  const spelling = priceFormat.toLowerCase().replace(/[\s_-]/g, '')
  return Object.hasOwn(oddsTypeBySpelling, spelling) ? oddsTypeBySpelling[spelling] : undefined
}
