import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'Szimpla',
  'betTypes.system': 'Rendszerfogadás',
  'betTypes.double': 'Dupla',
  'betTypes.treble': 'Tripla',
  'betTypes.accumulator': '{legs} eseményes kötés',
  'betTypes.doubles': 'Duplák',
  'betTypes.trebles': 'Triplák',
  'betTypes.folds': '{size} eseményes kötések',
  'betTypes.trixie': 'Trixie',
  'betTypes.patent': 'Patent',
  'betTypes.yankee': 'Yankee',
  'betTypes.lucky15': 'Lucky 15',
  'betTypes.canadian': 'Canadian',
  'betTypes.lucky31': 'Lucky 31',
  'betTypes.heinz': 'Heinz',
  'betTypes.lucky63': 'Lucky 63',
  'betTypes.superHeinz': 'Super Heinz',
  'betTypes.goliath': 'Goliath',
} satisfies Dictionary
