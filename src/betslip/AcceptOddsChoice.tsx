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

export function AcceptOddsChoice({ mode, locked }: { mode: UserAcceptOdds; locked: boolean }) {
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
