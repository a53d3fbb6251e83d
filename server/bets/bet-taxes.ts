// The taxes a bet was placed under (migration 013 keeps the brand's rates with each bet), as
// domain/money/tax.ts reads them: settlement pays by them and cash-out offers by them.

import type { TaxSettings } from '../../domain/money/tax.ts'

export interface BetTaxColumns {
  /** Absent or 0: none was levied. */
  stake_tax_percentage?: number | string | null
  returns_tax_percentage?: number | string | null
}

export function betTaxes(bet: BetTaxColumns): TaxSettings {
  const stakeRate = Number(bet.stake_tax_percentage ?? 0)
  const returnsRate = Number(bet.returns_tax_percentage ?? 0)
  return {
    tax_deduction_enabled: stakeRate > 0 || returnsRate > 0,
    enable_stake_after_tax: stakeRate > 0,
    stake_rate_percentage: stakeRate,
    tax_returns_percentage: returnsRate,
  }
}
