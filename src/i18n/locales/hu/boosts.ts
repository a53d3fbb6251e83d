import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Megemelt oddsok',
  'boosts.was': 'korábban {price}',
  'boosts.maxStake': 'Szimplák legfeljebb {amount}',
  'boosts.modal.title': 'Megemelt odds',
  'boosts.modal.starts': 'Kezdés: {time}',
  'boosts.modal.terms':
    'A megemelt odds szimpla fogadásokra érvényes, fogadásonként legfeljebb {amount} tétig. Kötésben vagy rendszerfogadásban ez a tipp a piaci oddsszal számít.',
  'boosts.modal.ends': 'Az ajánlat vége: {time}',
  'boosts.modal.suspended': 'Erre a tippre most fel van függesztve a fogadás.',
  'boosts.modal.add': 'Hozzáadás a szelvényhez',
  'boosts.modal.remove': 'Eltávolítás a szelvényről',
  'boosts.modal.close': 'Bezárás',
} satisfies Dictionary
