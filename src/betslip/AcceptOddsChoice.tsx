// How a price change at placement is taken (SPEC.md sections 3 and 9: D by default).

import { styled } from '@linaria/react'
import type { UserAcceptOdds } from '../../domain/bets/betslip.ts'
import { useEngine } from '../engine/use-engine.ts'
import { Select } from '../ui/Input.tsx'
import { colors } from '../ui/theme.ts'

const choices: { mode: UserAcceptOdds; label: string }[] = [
  { mode: 'D', label: 'Ask me when a price changes' },
  { mode: 'H', label: 'Accept higher prices' },
  { mode: 'A', label: 'Accept any price change' },
]

/** Tolerances a bettor picks from, in per cent; the server takes any with two decimals. */
const tolerances = [0.5, 1, 2, 5, 10]

export function AcceptOddsChoice({
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
  return (
    <Choice>
      <label htmlFor="accept-odds">Price changes</label>
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
            {choice.label}
          </option>
        ))}
      </Select>
      {tolerancePercent === undefined ? null : (
        <>
          <label htmlFor="accept-tolerance">And whatever the choice above</label>
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
            <option value="">Take no change without asking</option>
            {[...new Set([...tolerances, ...(tolerancePercent ? [tolerancePercent] : [])])]
              .sort((a, b) => a - b)
              .map((percent) => (
                <option key={percent} value={String(percent)}>
                  Take changes within {percent} %
                </option>
              ))}
          </Select>
        </>
      )}
    </Choice>
  )
}

const Choice = styled.div`
  display: grid;
  gap: 4px;
  padding: 0 16px 12px;
  color: ${colors.muted};
  font-size: 13px;
`
