import { describe, expect, it } from 'vitest'
import { sportsbookWallet, walletFromOperatorBalance } from './wallet.ts'

describe('§3 wallet', () => {
  it('§3 wallet: the operator wallet maps to one wallet named sportsbook', () => {
    expect(
      walletFromOperatorBalance({ totalBalance: 125.5, bonusBalance: 20, realBalance: 105.5 }),
    ).toEqual({
      name: 'sportsbook',
      balance: 125.5,
      promoCash: 20,
      totalLeftToWager: 0,
      withdrawableAmount: 105.5,
    })
  })

  it('§3 wallet: the wallet named sportsbook is the one used', () => {
    const casino = {
      name: 'casino',
      balance: 1,
      promoCash: 0,
      totalLeftToWager: 0,
      withdrawableAmount: 1,
    }
    const sportsbook = { ...casino, name: 'sportsbook', balance: 50 }
    expect(sportsbookWallet([casino, sportsbook])).toBe(sportsbook)
    expect(sportsbookWallet([casino])).toBeUndefined()
  })
})
