import { styled } from '@linaria/react'
import { useState } from 'react'
import { Input } from '../ui/Input.tsx'

/**
 * While the bettor types, the box shows what they typed: the engine's answer arrives a frame
 * later and would otherwise overwrite keystrokes made meanwhile. Out of focus it shows the
 * engine's normalised stake (SPEC.md section 5).
 */
export function StakeField(props: {
  label: string
  stakeText: string
  disabled: boolean
  onStake: (text: string) => void
}) {
  const [typed, setTyped] = useState<string | null>(null)
  return (
    <StakeInput
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      aria-label={props.label}
      value={typed ?? props.stakeText}
      disabled={props.disabled}
      onFocus={() => setTyped(props.stakeText)}
      onBlur={() => setTyped(null)}
      onChange={(event) => {
        setTyped(event.target.value)
        props.onStake(event.target.value)
      }}
    />
  )
}

const StakeInput = styled(Input)`
  width: 110px;
  min-height: 36px;
  padding: 0 8px;
  text-align: right;
`
