import type { Dictionary } from '../../en/index.ts'

export const boosts = {
  'boosts.title': 'Kerroinboostit',
  'boosts.was': 'ennen {price}',
  'boosts.maxStake': 'Yksittäisvedot enintään {amount}',
  'boosts.modal.title': 'Kerroinboosti',
  'boosts.modal.starts': 'Alkaa {time}',
  'boosts.modal.terms':
    'Boostattu kerroin koskee yksittäisvetoja, enintään {amount} vetoa kohden. Yhdistelmässä tai järjestelmävedossa tämä valinta lasketaan markkinan kertoimella.',
  'boosts.modal.ends': 'Tarjous päättyy {time}',
  'boosts.modal.suspended': 'Vedonlyönti tähän valintaan on nyt suljettu.',
  'boosts.modal.add': 'Lisää vetokuponkiin',
  'boosts.modal.remove': 'Poista vetokupongista',
  'boosts.modal.close': 'Sulje',
} satisfies Dictionary
