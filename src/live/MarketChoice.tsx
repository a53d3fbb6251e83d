// The live list's Market choice (SPEC.md section 2, live events filterable by euro market): the
// market types a sport's rows can show, its main market first. Drawn only within a sport, so the
// engine loads the sport tables only when a bettor has one open.

import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'

export function MarketChoice({
  sportCode,
  marketTypeIds,
  onChange,
}: {
  sportCode: string
  /** The market type shown, by its ids; '' for the main market. */
  marketTypeIds: string
  onChange(marketTypeIds: string): void
}) {
  const types = useView({ name: 'market-types', params: { sportCode } }, (view) => view?.types)
  const { t, name } = useI18n()
  if (!types || types.length < 2) return null
  return (
    <label>
      {t('live.market')}{' '}
      <select
        value={marketTypeIds}
        onChange={(event) => onChange(event.target.value)}
        data-testid="live-market-filter"
      >
        {/* The first is the sport's main market: the rows' own, so no market type is asked. */}
        {types.map((type, index) => (
          <option key={type.name} value={index === 0 ? '' : type.marketTypeIds}>
            {name(type.name)}
          </option>
        ))}
      </select>
    </label>
  )
}
