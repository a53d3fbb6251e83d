import { styled } from '@linaria/react'
import { useState } from 'react'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Input } from '../ui/Input.tsx'
import { colors } from '../ui/theme.ts'

/**
 * While the bettor types, the box shows what they typed: the engine's answer arrives a frame
 * later and would otherwise overwrite keystrokes made meanwhile. Out of focus it shows the
 * engine's normalised stake (SPEC.md section 5). A currency shown in thousands says so beside
 * the box: 50 typed is 50,000 IDR.
 */
export function StakeField(props: {
  label: string
  stakeText: string
  currency: string
  disabled: boolean
  onStake: (text: string) => void
}) {
  const [typed, setTyped] = useState<string | null>(null)
  const { format } = useI18n()
  const unit = format.stakeUnit(props.currency)
  const field = (
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
  return unit ? (
    <Scaled>
      {field}
      <Unit data-testid="stake-unit">{unit}</Unit>
    </Scaled>
  ) : (
    field
  )
}

const Scaled = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
`

const Unit = styled.span`
  color: ${colors.muted};
  font-size: 12px;
  white-space: nowrap;
`

const StakeInput = styled(Input)`
  width: 110px;
  min-height: 36px;
  padding: 0 8px;
  text-align: right;
`
