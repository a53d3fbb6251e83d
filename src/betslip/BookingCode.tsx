// Booking codes: a slip kept under a short code to load again on another device or at a shop
// counter, and a code typed in to load one (SPEC.md section 7, retailcodes).

import { styled } from '@linaria/react'
import { type FormEvent, memo, useState } from 'react'
import { useEngine } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { Input } from '../ui/Input.tsx'
import { colors } from '../ui/theme.ts'

/** Under a slip with selections: get its code. */
export const ShareSlip = memo(function ShareSlip() {
  const engine = useEngine()
  const { t } = useI18n()
  const [code, setCode] = useState<string>()
  const [problem, setProblem] = useState<string>()
  async function book() {
    const booked = await engine.betslip.book()
    if (booked.ok) {
      setCode(booked.data.code)
      setProblem(undefined)
    } else setProblem(booked.error.message)
  }
  return (
    <Box>
      {code ? (
        <span role="status" data-testid="booking-code">
          {t('betslip.booking.code')} <strong>{code}</strong>
        </span>
      ) : (
        <Button type="button" onClick={() => void book()}>
          {t('betslip.booking.get')}
        </Button>
      )}
      {problem ? <span role="alert">{problem}</span> : null}
    </Box>
  )
})

/** On an empty slip: load one by its code. */
export const LoadSlip = memo(function LoadSlip() {
  const engine = useEngine()
  const { t } = useI18n()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string>()
  const [loading, setLoading] = useState(false)
  async function load(event: FormEvent) {
    event.preventDefault()
    setLoading(true)
    const loaded = await engine.betslip.loadBooking(code)
    setLoading(false)
    setProblem(loaded.ok ? undefined : loaded.error.message)
  }
  return (
    <Box as="form" onSubmit={(event: FormEvent) => void load(event)}>
      <label htmlFor="booking-code">{t('betslip.booking.have')}</label>
      <Row>
        <Input
          id="booking-code"
          value={code}
          autoComplete="off"
          maxLength={8}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" disabled={loading || code.trim().length !== 8}>
          {t('betslip.booking.load')}
        </Button>
      </Row>
      {problem ? <span role="alert">{problem}</span> : null}
    </Box>
  )
})

const Box = styled.div`
  display: grid;
  gap: 6px;
  padding: 0 16px 12px;
  color: ${colors.muted};
  font-size: 13px;
  strong {
    color: ${colors.text};
    letter-spacing: 1px;
  }
  [role='alert'] {
    color: ${colors.danger};
  }
`

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px;
`
