// How a price change at placement is taken (SPEC.md sections 3 and 9: D by default).

import { styled } from '@linaria/react'
import { memo } from 'react'
import type { UserAcceptOdds } from '../../domain/bets/betslip.ts'
import { useEngine } from '../engine/use-engine.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { formatPercent } from '../i18n/percent.ts'
import { Select } from '../ui/Input.tsx'
import { colors } from '../ui/theme.ts'

const choices: { mode: UserAcceptOdds; label: MessageKey }[] = [
  { mode: 'D', label: 'betslip.acceptOdds.ask' },
  { mode: 'H', label: 'betslip.acceptOdds.higher' },
  { mode: 'A', label: 'betslip.acceptOdds.any' },
]

/** Tolerances a bettor picks from, in per cent; the server takes any with two decimals. */
const tolerances = [0.5, 1, 2, 5, 10]

export const AcceptOddsChoice = memo(function AcceptOddsChoice({
  mode,
  tolerancePercent,
  locked,
}: {
  mode: UserAcceptOdds
  /** The logged-in player's tolerance (null for none); undefined while logged out. */
  tolerancePercent?: number | null
  locked: boolean
}) {
  const engine = useEngine()
  const { t, locale } = useI18n()
  return (
    <Choice>
      <label htmlFor="accept-odds">{t('betslip.acceptOdds.label')}</label>
      <Select
        id="accept-odds"
        value={mode}
        disabled={locked}
        onChange={(event) =>
          void engine.betslip.setAcceptOdds(event.target.value as UserAcceptOdds)
        }
      >
        {choices.map((choice) => (
          <option key={choice.mode} value={choice.mode}>
            {t(choice.label)}
          </option>
        ))}
      </Select>
      {tolerancePercent === undefined ? null : (
        <>
          <label htmlFor="accept-tolerance">{t('betslip.acceptOdds.tolerance')}</label>
          <Select
            id="accept-tolerance"
            value={tolerancePercent === null ? '' : String(tolerancePercent)}
            disabled={locked}
            onChange={(event) =>
              void engine.betslip.setTolerance(
                event.target.value === '' ? null : Number(event.target.value),
              )
            }
          >
            <option value="">{t('betslip.acceptOdds.noTolerance')}</option>
            {[...new Set([...tolerances, ...(tolerancePercent ? [tolerancePercent] : [])])]
              .sort((a, b) => a - b)
              .map((percent) => (
                <option key={percent} value={String(percent)}>
                  {t('betslip.acceptOdds.within', { percent: formatPercent(locale, percent) })}
                </option>
              ))}
          </Select>
        </>
      )}
    </Choice>
  )
})

const Choice = styled.div`
  display: grid;
  gap: 4px;
  padding: 0 16px 12px;
  color: ${colors.muted};
  font-size: 13px;
`
