import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'ऑड्स बूस्ट',
  'boosts.was': 'पहले {price}',
  'boosts.maxStake': 'सिंगल {amount} तक',
  'boosts.modal.title': 'ऑड्स बूस्ट',
  'boosts.modal.starts': 'शुरू {time}',
  'boosts.modal.terms':
    'बूस्ट किए गए ऑड्स सिंगल पर, प्रति दांव {amount} तक लागू हैं। मल्टीपल या सिस्टम बेट में यह सिलेक्शन सामान्य मार्केट ऑड्स पर गिना जाता है।',
  'boosts.modal.ends': 'ऑफ़र {time} को खत्म',
  'boosts.modal.suspended': 'इस सिलेक्शन पर बेटिंग अभी निलंबित है।',
  'boosts.modal.add': 'बेटस्लिप में जोड़ें',
  'boosts.modal.remove': 'बेटस्लिप से हटाएँ',
  'boosts.modal.close': 'बंद करें',
} satisfies Dictionary
