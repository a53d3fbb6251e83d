// Join, to the brand's registration page with the visitor's country from geo data (SPEC.md
// section 7; docs/decisions/geo-data.md). Until the country is known the link goes without it.

import { registrationLink } from '../../domain/rules/registration-link.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { SiteLinkTo } from '../ui/SiteLinkTo.tsx'

export function JoinLink({ registration, className }: { registration: string; className: string }) {
  const engine = useEngine()
  const { t } = useI18n()
  const geo = useEngineCall(() => engine.site.geoData(), [])
  const country = geo.result?.ok ? geo.result.data.countryCode : undefined
  return (
    <SiteLinkTo
      link={registrationLink(registration, country)}
      className={className}
      data-testid="join"
    >
      {t('shell.header.join')}
    </SiteLinkTo>
  )
}
