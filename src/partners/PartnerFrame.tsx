// A partner's page in a frame (server/routes/partners.ts gives its address): opened with the
// bettor's partner token when they are logged in, or in a tab of its own when the brand asks for
// one (Kiron's enabled_new_tab). A visitor is offered the login: beside the frame where the
// partner lets guests play, instead of it where it does not (a live stream). A product the brand
// does not offer says so. Shared by the partner product pages and the match tracker's stream.

import { styled } from '@linaria/react'
import { Link } from 'wouter'
import type { PartnerProduct } from '../../domain/rules/partner-products.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { LoginNotice } from '../login/LoginNotice.tsx'
import { Button } from '../ui/Button.tsx'
import { LoadProblem } from '../ui/page-layout.ts'
import { colors } from '../ui/theme.ts'

export function PartnerFrame({
  product,
  gameId,
  title,
  guests,
  look = 'page',
  fullScreen = true,
}: {
  product: PartnerProduct
  gameId?: string
  /** The frame's accessible name. */
  title: string
  /** What a visitor gets: the partner's page as a guest (with the login offered), or the login. */
  guests: { play: string } | { login: string }
  /** A page fills the window's height; a stream keeps a video's 16:9. */
  look?: 'page' | 'stream'
  /** Whether the partner may take the whole screen: a stream only when the player lets it. */
  fullScreen?: boolean
}) {
  const engine = useEngine()
  const { t } = useI18n()
  const productName = { product: product.name }
  const username = useView('session', (view) => view?.username)
  const { result, reload } = useEngineCall(
    () => engine.site.partnerLaunch(product.slug, gameId),
    [product.slug, gameId, username],
  )
  if (!result) return <p aria-busy="true">{t('partners.opening', productName)}</p>
  if (!result.ok)
    return result.error.status === 404 ? (
      <p role="status">
        {t('partners.notOffered', productName)}{' '}
        <Link href="/live/sport/">{t('shell.goToLive')}</Link>
      </p>
    ) : (
      <LoadProblem role="alert">
        {t('partners.failed', { ...productName, reason: result.error.message })}{' '}
        <Button type="button" onClick={reload}>
          {t('shell.tryAgain')}
        </Button>
      </LoadProblem>
    )
  if (!result.data.asPlayer && 'login' in guests) return <LoginNotice>{guests.login}</LoginNotice>
  return (
    <>
      {result.data.asPlayer || !('play' in guests) ? null : (
        <LoginNotice>{guests.play}</LoginNotice>
      )}
      {result.data.newTab ? (
        <p>
          <a href={result.data.url} target="_blank" rel="noopener noreferrer">
            {t('partners.openInTab', productName)}
          </a>
        </p>
      ) : (
        <Frame
          title={title}
          src={result.data.url}
          allow={fullScreen ? 'fullscreen; autoplay' : 'autoplay'}
          referrerPolicy="no-referrer"
          data-testid="partner-frame"
          data-look={look}
        />
      )}
    </>
  )
}

const Frame = styled.iframe`
  width: 100%;
  height: calc(100vh - 200px);
  min-height: 480px;
  border: 1px solid ${colors.line};
  border-radius: 8px;
  background: ${colors.surface};
  &[data-look='stream'] {
    height: auto;
    min-height: 0;
    aspect-ratio: 16 / 9;
  }
`
