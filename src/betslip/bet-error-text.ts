// A placement's RES code in the page's language. The domain words the codes in English
// (domain/errors/bet-errors.ts); the catalogue has them in every language, keyed by code.

import { type BetErrorCode, isBetErrorCode } from '../../domain/errors/bet-errors.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import type { Translate } from '../i18n/translate.ts'

const meanings: Record<BetErrorCode, MessageKey> = {
  'RES-00152': 'betslip.errors.RES-00152',
  'RES-00048': 'betslip.errors.RES-00048',
  'RES-00109': 'betslip.errors.RES-00109',
  'RES-00108': 'betslip.errors.RES-00108',
  'RES-00056': 'betslip.errors.RES-00056',
  'RES-00034': 'betslip.errors.RES-00034',
  'RES-00103': 'betslip.errors.RES-00103',
  'RES-00140': 'betslip.errors.RES-00140',
  'RES-00057': 'betslip.errors.RES-00057',
  'RES-00153': 'betslip.errors.RES-00153',
  'RES-00195': 'betslip.errors.RES-00195',
  'RES-00047': 'betslip.errors.RES-00047',
  'RES-00046': 'betslip.errors.RES-00046',
  'RES-00100': 'betslip.errors.RES-00100',
  'RES-00098': 'betslip.errors.RES-00098',
  'RES-00199': 'betslip.errors.RES-00199',
  'RES-00196': 'betslip.errors.RES-00196',
  'RES-00218': 'betslip.errors.RES-00218',
  'RES-00233': 'betslip.errors.RES-00233',
  'RES-00241': 'betslip.errors.RES-00241',
  'RES-00049': 'betslip.errors.RES-00049',
  'RES-00246': 'betslip.errors.RES-00246',
  'RES-00247': 'betslip.errors.RES-00247',
}

/** As betErrorMeaning: an unknown code keeps the server's message, as the server wrote it. */
export function betErrorText(
  t: Translate,
  error: { code?: string | undefined; message?: string | undefined } | undefined,
): string {
  const code = error?.code
  return isBetErrorCode(code) ? t(meanings[code]) : error?.message || t('betslip.errors.unknown')
}
