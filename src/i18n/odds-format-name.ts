// An odds format's name with a sample price, one list for the slip's switch and the profile's
// preference, so the bettor reads the same choice in both places.

import type { OddsFormat } from '../../domain/odds/formats.ts'
import type { MessageKey } from './en/index.ts'

/** Every sample is the same price, 2.50, in that format. */
export const oddsFormatNames: Readonly<Record<OddsFormat, MessageKey>> = {
  euro: 'betslip.oddsFormat.euro',
  uk: 'betslip.oddsFormat.uk',
  us: 'betslip.oddsFormat.us',
  hk: 'betslip.oddsFormat.hk',
  malay: 'betslip.oddsFormat.malay',
  indo: 'betslip.oddsFormat.indo',
}
