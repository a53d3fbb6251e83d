// The odds type a player's price format sets on login (SPEC.md section 4, Price format on login).
// Player APIs spell formats in several ways (MALAY, HongKong, decimal, American); the five the
// spec names are recognised under each spelling seen, and uk, which a player's settings may hold
// (section 3, Player settings) and the odds-format switch saves.

import type { OddsFormat } from '../odds/formats.ts'

const oddsTypeBySpelling: Readonly<Record<string, OddsFormat>> = {
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
  uk: 'uk',
  fractional: 'uk',
}

/**
 * The odds type to set, or undefined when the price format is absent or none of these: the
 * odds type in use (the brand's default_price_format) then stays, rather than a guess.
 */
export function oddsTypeOnLogin(priceFormat: string | null | undefined): OddsFormat | undefined {
  if (typeof priceFormat !== 'string') return undefined
  const spelling = priceFormat.toLowerCase().replace(/[\s_-]/g, '')
  return Object.hasOwn(oddsTypeBySpelling, spelling) ? oddsTypeBySpelling[spelling] : undefined
}
