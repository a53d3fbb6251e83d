// The odds-format switch: every price on screen follows it at once, and a logged-in player's
// account keeps the choice for their next login (SPEC.md section 4, price format).

import { styled } from '@linaria/react'
import { memo } from 'react'
import { type OddsFormat, oddsFormats } from '../../domain/odds/formats.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useOddsFormat } from '../engine/use-odds-format.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { oddsFormatNames } from '../i18n/odds-format-name.ts'
import { Select } from '../ui/Input.tsx'
import { colors } from '../ui/theme.ts'

export const OddsFormatChoice = memo(function OddsFormatChoice() {
  const engine = useEngine()
  const format = useOddsFormat()
  const { t } = useI18n()
  return (
    <Choice>
      <label htmlFor="odds-format">{t('betslip.oddsFormat.label')}</label>
      <Select
        id="odds-format"
        value={format}
        onChange={(event) => void engine.session.setOddsFormat(event.target.value as OddsFormat)}
      >
        {oddsFormats.map((value) => (
          <option key={value} value={value}>
            {t(oddsFormatNames[value])}
          </option>
        ))}
      </Select>
    </Choice>
  )
})

const Choice = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 16px 8px;
  color: ${colors.muted};
  font-size: 13px;
`
