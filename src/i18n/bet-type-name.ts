// A bet's name in the page's language, for the betslip and My bets alike: a single, a multiple
// by its number of legs, a system bet by the system table's code (docs/system-bets.md).

import { betTypeCode, systemBetType } from '../../domain/bets/system-table.ts'
import type { MessageKey } from './en/index.ts'
import type { Translate } from './translate.ts'

/** The full covers of the system table and its two fixed sizes, by code. */
const namedSystems: Readonly<Record<string, MessageKey>> = {
  '002': 'betTypes.doubles',
  '003': 'betTypes.trebles',
  '057': 'betTypes.trixie',
  '058': 'betTypes.patent',
  '019': 'betTypes.yankee',
  '059': 'betTypes.lucky15',
  '060': 'betTypes.canadian',
  '047': 'betTypes.lucky31',
  '020': 'betTypes.heinz',
  '021': 'betTypes.lucky63',
  '022': 'betTypes.superHeinz',
  '046': 'betTypes.goliath',
}

export interface NamedBet {
  kind: 'single' | 'multiple' | 'system'
  /** The multiple's legs. */
  legs: number
  /** The system bet's type: 200000 + the system table's code. */
  betTypeId?: number
}

export function betTypeName(t: Translate, bet: NamedBet): string {
  if (bet.kind === 'single') return t('betTypes.single')
  if (bet.kind === 'multiple') {
    if (bet.legs === 2) return t('betTypes.double')
    if (bet.legs === 3) return t('betTypes.treble')
    return t('betTypes.accumulator', { legs: bet.legs })
  }
  const type = systemBetType(bet.betTypeId ?? 0)
  if (!type) return t('betTypes.system')
  const named = Object.hasOwn(namedSystems, type.code) ? namedSystems[type.code] : undefined
  return named ? t(named) : t('betTypes.folds', { size: type.folds[0] ?? 0 })
}

/** A multiple's or a system bet's name on the slip, from its betTypeId alone. */
export const combinationName = (
  t: Translate,
  bet: { kind: 'multiple' | 'system'; betTypeId: number },
): string =>
  // betTypeId: 200000 + legs for the multiple, 200000 + the system table's code for a system bet.
  betTypeName(t, {
    kind: bet.kind,
    legs: Number(betTypeCode(bet.betTypeId)),
    betTypeId: bet.betTypeId,
  })
