// A player's odds format is theirs once they have chosen one (SPEC.md section 3, Player settings:
// odds_type is not_selected until then). Before, the brand's default applies: the player details,
// the login and the session answer name no format, and the client keeps the brand's.

import { isOddsFormat, type OddsFormat } from '../../domain/odds/formats.ts'

export const chosenPriceFormat = (row: {
  odds_type: string
  price_format: string
}): OddsFormat | undefined =>
  row.odds_type !== 'not_selected' && isOddsFormat(row.price_format) ? row.price_format : undefined
