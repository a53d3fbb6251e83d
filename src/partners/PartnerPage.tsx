// A partner product's page (SPEC.md section 2: /sports/kiron, /sports/esports, /powerball…):
// the partner's own page in a frame, opened with the bettor's partner token when they are logged
// in (server/routes/partners.ts), or a link to it in a tab of its own when the brand asks for one
// (Kiron's enabled_new_tab). A visitor plays as a guest and is offered the login; a product the
// brand does not offer says so.

import { styled } from '@linaria/react'
import { Link } from 'wouter'
import type { PartnerProduct } from '../../domain/rules/partner-products.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { LoginNotice } from '../login/LoginNotice.tsx'
import { Button } from '../ui/Button.tsx'
import { LoadProblem, PageSection } from '../ui/page-layout.ts'
import { colors } from '../ui/theme.ts'

export default function PartnerPage({
  product,
  gameId,
}: {
  product: PartnerProduct
  gameId?: string
}) {
  const engine = useEngine()
  const { t } = useI18n()
  const productName = { product: product.name }
  const username = useView('session', (view) => view?.username)
  const { result, reload } = useEngineCall(
    () => engine.site.partnerLaunch(product.slug, gameId),
    [product.slug, gameId, username],
  )
  return (
    <PageSection aria-labelledby="partner-title" data-testid="partner-page">
      <h1 id="partner-title">{product.name}</h1>
      {!result ? (
        <p aria-busy="true">{t('shell.partner.opening', productName)}</p>
      ) : !result.ok ? (
        result.error.status === 404 ? (
          <p role="status">
            {t('shell.partner.notOffered', productName)}{' '}
            <Link href="/live/sport/">{t('shell.goToLive')}</Link>
          </p>
        ) : (
          <LoadProblem role="alert">
            {t('shell.partner.failed', { ...productName, reason: result.error.message })}{' '}
            <Button type="button" onClick={reload}>
              {t('shell.tryAgain')}
            </Button>
          </LoadProblem>
        )
      ) : (
        <>
          {result.data.asPlayer ? null : <LoginNotice>{t('shell.partner.guest')}</LoginNotice>}
          {result.data.newTab ? (
            <p>
              <a href={result.data.url} target="_blank" rel="noopener noreferrer">
                {t('shell.partner.openInTab', productName)}
              </a>
            </p>
          ) : (
            <Frame
              title={product.name}
              src={result.data.url}
              allow="fullscreen; autoplay"
              referrerPolicy="no-referrer"
              data-testid="partner-frame"
            />
          )}
        </>
      )}
    </PageSection>
  )
}

const Frame = styled.iframe`
  width: 100%;
  height: calc(100vh - 200px);
  min-height: 480px;
  border: 1px solid ${colors.line};
  border-radius: 8px;
  background: ${colors.surface};
`
