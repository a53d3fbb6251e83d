// The player's details, and the ones a player may change (price format, language, remembering
// the stake), saved through the Player API.

import { type FormEvent, useEffect, useState } from 'react'
import type { PlayerDetailsAnswer } from '../../domain/api/player-records.ts'
import { toast } from '../../domain/errors/toasts.ts'
import { type OddsFormat, oddsFormats } from '../../domain/odds/formats.ts'
import { languages } from '../../domain/rules/locales.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { Button } from '../ui/Button.tsx'
import { money } from '../ui/format.ts'
import { Select } from '../ui/Input.tsx'
import { Field } from '../ui/Modal.tsx'
import { useToasts } from '../ui/Toaster.tsx'
import { Facts, LoadProblem, Preferences } from './account-styles.ts'

const oddsNames: Record<OddsFormat, string> = {
  euro: 'Decimal (2.50)',
  uk: 'Fractional (3/2)',
  us: 'American (+150)',
  hk: 'Hong Kong (1.50)',
  malay: 'Malay (-0.67)',
  indo: 'Indonesian (1.50)',
}

export function ProfileTab() {
  const engine = useEngine()
  const details = useEngineCall(() => engine.account.details(), [])
  if (!details.result) return <p aria-busy="true">Loading your details…</p>
  if (!details.result.ok)
    return <LoadProblem role="alert">{details.result.error.message}</LoadProblem>
  return <Profile details={details.result.data} onSaved={details.reload} />
}

function Profile({ details, onSaved }: { details: PlayerDetailsAnswer; onSaved: () => void }) {
  const engine = useEngine()
  const toasts = useToasts()
  const [priceFormat, setPriceFormat] = useState<OddsFormat | ''>(details.priceFormat ?? '')
  const [locale, setLocale] = useState(details.locale)
  const [rememberStake, setRememberStake] = useState(details.isRememberStake)
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    setPriceFormat(details.priceFormat ?? '')
    setLocale(details.locale)
    setRememberStake(details.isRememberStake)
  }, [details])

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    const result = await engine.account.updateDetails({
      ...(priceFormat ? { priceFormat } : {}),
      locale,
      isRememberStake: rememberStake,
    })
    setSaving(false)
    if (result.ok) {
      toasts.show(toast('choice-saved', 'success'))
      onSaved()
    } else toasts.show({ ...toast('something-went-wrong'), text: result.error.message })
  }

  return (
    <>
      <Facts data-testid="profile">
        <dt>Username</dt>
        <dd>{details.username}</dd>
        <dt>Account number</dt>
        <dd>{details.accountNumber}</dd>
        <dt>Currency</dt>
        <dd>{details.currency}</dd>
        <dt>Country</dt>
        <dd>{countryName(details.countryCode)}</dd>
        <dt>Member since</dt>
        <dd>
          {details.registrationDateTime
            ? new Date(details.registrationDateTime).toLocaleDateString()
            : '—'}
        </dd>
        <dt>Default stake</dt>
        <dd>{details.defaultStake ? money(details.defaultStake, details.currency) : '—'}</dd>
        <dt>Withdrawals</dt>
        <dd>{details.holdWithdraw ? 'On hold: contact support' : 'Available'}</dd>
      </Facts>
      <Preferences onSubmit={save} aria-label="Preferences">
        <Field>
          <label htmlFor="profile-odds">Odds format</label>
          <Select
            id="profile-odds"
            value={priceFormat}
            onChange={(event) => setPriceFormat(event.target.value as OddsFormat)}
          >
            {priceFormat === '' ? <option value="">The site's default</option> : null}
            {oddsFormats.map((format) => (
              <option key={format} value={format}>
                {oddsNames[format]}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor="profile-language">Language</label>
          <Select
            id="profile-language"
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
          >
            {languages.map((language) => (
              <option key={language.locale} value={language.locale}>
                {language.name}
              </option>
            ))}
          </Select>
        </Field>
        <label>
          <input
            type="checkbox"
            checked={rememberStake}
            onChange={(event) => setRememberStake(event.target.checked)}
          />{' '}
          Remember my last stake
        </label>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </Preferences>
    </>
  )
}

const regionNames = new Intl.DisplayNames(undefined, { type: 'region' })

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code
  } catch {
    return code
  }
}
