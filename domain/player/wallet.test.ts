import { describe, expect, it } from 'vitest'
import { asSportsbookWallet } from './wallet.ts'

describe('the operator-hosted wallet as the sportsbook wallet', () => {
  it('takes the total as the balance, the bonus as promo cash and the real money as withdrawable', () => {
    expect(
      asSportsbookWallet({ totalBalance: 26_050, bonusBalance: 1_050, realBalance: 25_000 }),
    ).toEqual({
      name: 'sportsbook',
      balance: 26_050,
      promoCash: 1_050,
      totalLeftToWager: 0,
      withdrawableAmount: 25_000,
    })
  })
})
