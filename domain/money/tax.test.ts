import { describe, expect, it } from 'vitest'
import { returnsTax, stakeAfterTax, type TaxSettings, taxedReturns, taxesApply } from './tax.ts'

const taxed: TaxSettings = {
  tax_deduction_enabled: true,
  enable_stake_after_tax: true,
  stake_rate_percentage: 12.5,
  tax_returns_percentage: 20,
}

describe('tax (settings tax_deduction_enabled, enable_stake_after_tax)', () => {
  it('§5 tax: stake after tax rounds to 2 decimals (100.00 at 12.5% wagers 88.89)', () => {
    expect(stakeAfterTax(10_000, taxed)).toBe(8889)
    expect(stakeAfterTax(100, taxed)).toBe(89)
    expect(stakeAfterTax(1, taxed)).toBe(1)
  })

  it('§3 settings: no stake duty unless both tax_deduction_enabled and enable_stake_after_tax', () => {
    expect(stakeAfterTax(10_000, { ...taxed, enable_stake_after_tax: false })).toBe(10_000)
    expect(stakeAfterTax(10_000, { ...taxed, tax_deduction_enabled: false })).toBe(10_000)
    expect(stakeAfterTax(10_000, {})).toBe(10_000)
  })

  it('§5 tax: potential returns with tax round to 2 decimals', () => {
    // 88.89 at 2.50 returns 222.23 (rounded); winnings 133.34, 20% is 26.668 -> 26.67.
    expect(returnsTax(22_223, 8889, taxed)).toEqual({
      potentialTaxDeduction: 2667,
      returnsAfterTax: 19_556,
    })
  })

  it('§3 settings: the withholding applies to winnings only, never to a losing or even return', () => {
    expect(returnsTax(10_000, 10_000, taxed)).toEqual({
      potentialTaxDeduction: 0,
      returnsAfterTax: 10_000,
    })
    expect(returnsTax(0, 10_000, taxed)).toEqual({ potentialTaxDeduction: 0, returnsAfterTax: 0 })
    expect(returnsTax(30_000, 10_000, { ...taxed, tax_deduction_enabled: false })).toEqual({
      potentialTaxDeduction: 0,
      returnsAfterTax: 30_000,
    })
  })

  it('§5 tax: a bet wagers each line less the duty, and the winnings over the whole wager are taxed', () => {
    const settings = {
      tax_deduction_enabled: true,
      enable_stake_after_tax: true,
      stake_rate_percentage: 12.5,
      tax_returns_percentage: 20,
    }
    // 100.00 paid wagers 88.89; at 3.00 that returns 266.67; 20 % of the 177.78 won is 35.56.
    const single = taxedReturns({ unitStake: 10_000, totalStake: 10_000 }, settings, (unit) =>
      Math.floor(unit * 3),
    )
    expect(single).toEqual({
      stakeAfterTax: 8_889,
      potentialTaxDeduction: 3_556,
      returnsAfterTax: 23_111,
    })
    expect(taxesApply(settings)).toBe(true)
    expect(taxesApply({ ...settings, tax_deduction_enabled: false })).toBe(false)
    expect(taxedReturns({ unitStake: 500, totalStake: 500 }, {}, (unit) => unit * 2)).toEqual({
      stakeAfterTax: 500,
      potentialTaxDeduction: 0,
      returnsAfterTax: 1_000,
    })
  })
})
