// Join, to the brand's registration page with the visitor's country from geo data (SPEC.md
// section 7; docs/decisions/geo-data.md), as the engine words it. Until the engine answers the
// link goes to the page the brand configured.

import { siteLink } from '../../domain/rules/site-link.ts'
import { useEngine } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { SiteLinkTo } from '../ui/SiteLinkTo.tsx'

export function JoinLink({ registration, className }: { registration: string; className: string }) {
  const engine = useEngine()
  const { t } = useI18n()
  const link = useEngineCall(() => engine.site.registrationLink(), [registration])
  return (
    <SiteLinkTo
      link={link.result?.ok ? link.result.data : siteLink(registration, '/')}
      className={className}
      data-testid="join"
    >
      {t('shell.header.join')}
    </SiteLinkTo>
  )
}
