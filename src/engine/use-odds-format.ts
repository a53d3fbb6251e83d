// The odds format every price on screen is shown in: the bettor's pick, the player's, or the
// brand's default (the session view says which).

import type { OddsFormat } from '../../domain/odds/formats.ts'
import { useView } from './use-engine.ts'

export const useOddsFormat = (): OddsFormat =>
  useView('session', (session) => session?.oddsFormat ?? 'euro')
