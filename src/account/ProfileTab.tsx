// The player's details, and the ones a player may change (price format, language, remembering
// the stake, live streams full screen), saved through the Player API.

import { type FormEvent, useEffect, useMemo, useState } from 'react'
import type { PlayerDetailsAnswer } from '../../domain/api/player-records.ts'
import { type OddsFormat, oddsFormats } from '../../domain/odds/formats.ts'
import { languages, languageTag } from '../../domain/rules/locales.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { oddsFormatNames } from '../i18n/odds-format-name.ts'
import { Button } from '../ui/Button.tsx'
import { Select } from '../ui/Input.tsx'
import { Field } from '../ui/Modal.tsx'
import { Facts, LoadProblem, Preferences } from './account-styles.ts'
import { useSaving } from './use-saving.ts'

export function ProfileTab() {
  const engine = useEngine()
  const details = useEngineCall(() => engine.account.details(), [])
  const { t } = useI18n()
  if (!details.result) return <p aria-busy="true">{t('account.profile.loading')}</p>
  if (!details.result.ok)
    return <LoadProblem role="alert">{details.result.error.message}</LoadProblem>
  return <Profile details={details.result.data} onSaved={details.reload} />
}

function Profile({ details, onSaved }: { details: PlayerDetailsAnswer; onSaved: () => void }) {
  const engine = useEngine()
  // The page's language, not the one the bettor is choosing below.
  const { t, format, locale: pageLocale } = useI18n()
  const regionNames = useMemo(
    () => new Intl.DisplayNames([languageTag(pageLocale)], { type: 'region' }),
    [pageLocale],
  )
  const [priceFormat, setPriceFormat] = useState<OddsFormat | ''>(details.priceFormat ?? '')
  const [locale, setLocale] = useState(details.locale)
  const [rememberStake, setRememberStake] = useState(details.isRememberStake)
  const [streamFullScreen, setStreamFullScreen] = useState(details.enableStreamFullScreen)
  const { saving, save } = useSaving()
  useEffect(() => {
    setPriceFormat(details.priceFormat ?? '')
    setLocale(details.locale)
    setRememberStake(details.isRememberStake)
    setStreamFullScreen(details.enableStreamFullScreen)
  }, [details])

  function submit(event: FormEvent) {
    event.preventDefault()
    void save(
      () =>
        engine.account.updateDetails({
          ...(priceFormat ? { priceFormat } : {}),
          locale,
          isRememberStake: rememberStake,
          enableStreamFullScreen: streamFullScreen,
        }),
      onSaved,
    )
  }

  return (
    <>
      <Facts data-testid="profile">
        <dt>{t('account.profile.username')}</dt>
        <dd>{details.username}</dd>
        <dt>{t('account.profile.accountNumber')}</dt>
        <dd>{details.accountNumber}</dd>
        <dt>{t('account.profile.currency')}</dt>
        <dd>{details.currency}</dd>
        <dt>{t('account.profile.country')}</dt>
        <dd>{countryName(regionNames, details.countryCode)}</dd>
        <dt>{t('account.profile.memberSince')}</dt>
        <dd>{details.registrationDateTime ? format.date(details.registrationDateTime) : '—'}</dd>
        <dt>{t('account.profile.defaultStake')}</dt>
        <dd>{details.defaultStake ? format.money(details.defaultStake, details.currency) : '—'}</dd>
        <dt>{t('account.profile.withdrawals')}</dt>
        <dd>
          {t(
            details.holdWithdraw
              ? 'account.profile.withdrawalsOnHold'
              : 'account.profile.withdrawalsAvailable',
          )}
        </dd>
      </Facts>
      <Preferences onSubmit={submit} aria-label={t('account.profile.preferences')}>
        <Field>
          <label htmlFor="profile-odds">{t('account.profile.oddsFormat')}</label>
          <Select
            id="profile-odds"
            value={priceFormat}
            onChange={(event) => setPriceFormat(event.target.value as OddsFormat)}
          >
            {priceFormat === '' ? (
              <option value="">{t('account.profile.siteDefault')}</option>
            ) : null}
            {oddsFormats.map((odds) => (
              <option key={odds} value={odds}>
                {t(oddsFormatNames[odds])}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor="profile-language">{t('account.profile.language')}</label>
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
          {t('account.profile.rememberStake')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={streamFullScreen}
            onChange={(event) => setStreamFullScreen(event.target.checked)}
          />{' '}
          {t('account.profile.streamFullScreen')}
        </label>
        <Button type="submit" variant="primary" disabled={saving}>
          {t(saving ? 'account.profile.saving' : 'account.profile.save')}
        </Button>
      </Preferences>
    </>
  )
}

function countryName(regionNames: Intl.DisplayNames, code: string): string {
  try {
    return regionNames.of(code) ?? code
  } catch {
    return code
  }
}
