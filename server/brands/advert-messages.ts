// Each translation's words the demo adverts are written from (acca-advert.ts), imported one by
// one so that the built server holds them too. A new translation's folder is added here.

import { betslip as brBetslip } from '../../src/i18n/locales/br/betslip.ts'
import { shell as brShell } from '../../src/i18n/locales/br/shell.ts'
import { betslip as deBetslip } from '../../src/i18n/locales/de/betslip.ts'
import { shell as deShell } from '../../src/i18n/locales/de/shell.ts'
import { betslip as elBetslip } from '../../src/i18n/locales/el/betslip.ts'
import { shell as elShell } from '../../src/i18n/locales/el/shell.ts'
import { betslip as esBetslip } from '../../src/i18n/locales/es/betslip.ts'
import { shell as esShell } from '../../src/i18n/locales/es/shell.ts'
import { betslip as euBetslip } from '../../src/i18n/locales/eu/betslip.ts'
import { shell as euShell } from '../../src/i18n/locales/eu/shell.ts'
import { betslip as fiBetslip } from '../../src/i18n/locales/fi/betslip.ts'
import { shell as fiShell } from '../../src/i18n/locales/fi/shell.ts'
import { betslip as frBetslip } from '../../src/i18n/locales/fr/betslip.ts'
import { shell as frShell } from '../../src/i18n/locales/fr/shell.ts'
import { betslip as hiBetslip } from '../../src/i18n/locales/hi/betslip.ts'
import { shell as hiShell } from '../../src/i18n/locales/hi/shell.ts'
import { betslip as huBetslip } from '../../src/i18n/locales/hu/betslip.ts'
import { shell as huShell } from '../../src/i18n/locales/hu/shell.ts'
import { betslip as idBetslip } from '../../src/i18n/locales/id/betslip.ts'
import { shell as idShell } from '../../src/i18n/locales/id/shell.ts'
import { betslip as itBetslip } from '../../src/i18n/locales/it/betslip.ts'
import { shell as itShell } from '../../src/i18n/locales/it/shell.ts'
import { betslip as jaBetslip } from '../../src/i18n/locales/ja/betslip.ts'
import { shell as jaShell } from '../../src/i18n/locales/ja/shell.ts'
import { betslip as keBetslip } from '../../src/i18n/locales/ke/betslip.ts'
import { shell as keShell } from '../../src/i18n/locales/ke/shell.ts'
import { betslip as koBetslip } from '../../src/i18n/locales/ko/betslip.ts'
import { shell as koShell } from '../../src/i18n/locales/ko/shell.ts'
import { betslip as nlBetslip } from '../../src/i18n/locales/nl/betslip.ts'
import { shell as nlShell } from '../../src/i18n/locales/nl/shell.ts'
import { betslip as plBetslip } from '../../src/i18n/locales/pl/betslip.ts'
import { shell as plShell } from '../../src/i18n/locales/pl/shell.ts'
import { betslip as ptBetslip } from '../../src/i18n/locales/pt/betslip.ts'
import { shell as ptShell } from '../../src/i18n/locales/pt/shell.ts'
import { betslip as roBetslip } from '../../src/i18n/locales/ro/betslip.ts'
import { shell as roShell } from '../../src/i18n/locales/ro/shell.ts'
import { betslip as ruBetslip } from '../../src/i18n/locales/ru/betslip.ts'
import { shell as ruShell } from '../../src/i18n/locales/ru/shell.ts'
import { betslip as svBetslip } from '../../src/i18n/locales/sv/betslip.ts'
import { shell as svShell } from '../../src/i18n/locales/sv/shell.ts'
import { betslip as thBetslip } from '../../src/i18n/locales/th/betslip.ts'
import { shell as thShell } from '../../src/i18n/locales/th/shell.ts'
import { betslip as trBetslip } from '../../src/i18n/locales/tr/betslip.ts'
import { shell as trShell } from '../../src/i18n/locales/tr/shell.ts'
import { betslip as viBetslip } from '../../src/i18n/locales/vi/betslip.ts'
import { shell as viShell } from '../../src/i18n/locales/vi/shell.ts'
import { betslip as zhBetslip } from '../../src/i18n/locales/zh/betslip.ts'
import { shell as zhShell } from '../../src/i18n/locales/zh/shell.ts'
import type { AdvertMessages } from './acca-advert.ts'

const pairs = {
  br: [brBetslip, brShell],
  de: [deBetslip, deShell],
  el: [elBetslip, elShell],
  es: [esBetslip, esShell],
  eu: [euBetslip, euShell],
  fi: [fiBetslip, fiShell],
  fr: [frBetslip, frShell],
  hi: [hiBetslip, hiShell],
  hu: [huBetslip, huShell],
  id: [idBetslip, idShell],
  it: [itBetslip, itShell],
  ja: [jaBetslip, jaShell],
  ke: [keBetslip, keShell],
  ko: [koBetslip, koShell],
  nl: [nlBetslip, nlShell],
  pl: [plBetslip, plShell],
  pt: [ptBetslip, ptShell],
  ro: [roBetslip, roShell],
  ru: [ruBetslip, ruShell],
  sv: [svBetslip, svShell],
  th: [thBetslip, thShell],
  tr: [trBetslip, trShell],
  vi: [viBetslip, viShell],
  zh: [zhBetslip, zhShell],
} as const

/** By locale: the slip's acca bonus message and the promotions page's title. */
export const advertMessages: Readonly<Record<string, AdvertMessages>> = Object.fromEntries(
  Object.entries(pairs).map(([locale, [betslip, shell]]) => [
    locale,
    {
      'betslip.accaBonus.next': betslip['betslip.accaBonus.next'],
      'shell.promotions.title': shell['shell.promotions.title'],
    },
  ]),
)
