import type { Dictionary } from '../../en/index.ts'

export const jackpot = {
  'jackpot.summary': {
    one: 'Predict the result of the # game. Closes {closes}. {stake} per combination.',
    other: 'Predict the results of all # games. Closes {closes}. {stake} per combination.',
  },
  'jackpot.matches': 'Jackpot games',
  'jackpot.event.picks': 'Game {number}: {match}',
  'jackpot.event.pick': '{outcome}, game {number}',
  'jackpot.event.void':
    'Postponed or abandoned: its result will be drawn at random when the jackpot is settled.',
  'jackpot.slip.title': 'Jackpot betslip',
  'jackpot.slip.picked': 'Predicted',
  'jackpot.slip.lines': 'Combinations',
  'jackpot.slip.totalCost': 'Total stake',
  'jackpot.slip.stillToPick': 'Still to predict: {matches}',
  'jackpot.slip.stakePerLine': 'Stake per combination',
  'jackpot.slip.logInToPlace': 'Login to place',
  'jackpot.placed.title': 'Jackpot bet placed successfully',
  'jackpot.placed.reference': 'Bet ID',
  'jackpot.placed.summary': {
    one: '# combination for {cost}. Everyone who gets every game right shares {prize}.',
    other: '# combinations for {cost}. Everyone who gets every game right shares {prize}.',
  },
  'jackpot.notPlaced.back': 'Back to the betslip',
  'jackpot.slips.lines': { one: '# combination', other: '# combinations' },
} satisfies Dictionary
