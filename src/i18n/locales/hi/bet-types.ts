import type { Dictionary } from '../../en/index.ts'

export const betTypes = {
  'betTypes.single': 'सिंगल',
  'betTypes.system': 'सिस्टम बेट',
  'betTypes.double': 'डबल',
  'betTypes.treble': 'ट्रेबल',
  'betTypes.accumulator': '{legs}-फ़ोल्ड एक्युमुलेटर',
  'betTypes.doubles': 'डबल्स',
  'betTypes.trebles': 'ट्रेबल्स',
  'betTypes.folds': '{size}-फ़ोल्ड्स',
  'betTypes.trixie': 'ट्रिक्सी',
  'betTypes.patent': 'पेटेंट',
  'betTypes.yankee': 'यांकी',
  'betTypes.lucky15': 'लकी 15',
  'betTypes.canadian': 'कैनेडियन',
  'betTypes.lucky31': 'लकी 31',
  'betTypes.heinz': 'हाइन्ज़',
  'betTypes.lucky63': 'लकी 63',
  'betTypes.superHeinz': 'सुपर हाइन्ज़',
  'betTypes.goliath': 'गोलियथ',
} satisfies Dictionary
