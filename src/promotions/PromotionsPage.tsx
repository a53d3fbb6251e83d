// /promotions (SPEC.md section 2): the brand's odds boosts, then its promotions, those the bettor
// may see (the advert audiences of section 4), in the order of page_layouts.promotions. A
// logged-out visitor is told that members see more; a failed load offers a retry.

import { styled } from '@linaria/react'
import { useEffect } from 'react'
import { Redirect } from 'wouter'
import { promotionsPath } from '../../domain/rules/site-link.ts'
import { advertIdsOf } from '../../domain/site/site.ts'
import { OddsBoosts } from '../boosts/OddsBoosts.tsx'
import { useView } from '../engine/use-engine.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { LoginNotice } from '../login/LoginNotice.tsx'
import { Button } from '../ui/Button.tsx'
import { LoadProblem, PageSection } from '../ui/page-layout.ts'
import { desktop } from '../ui/theme.ts'
import { AdvertCard } from './AdvertCard.tsx'
import { useAdverts } from './use-adverts.ts'
import { usePromotionsLink } from './use-promotions-link.ts'

export default function PromotionsPage() {
  const { t } = useI18n()
  const target = usePromotionsLink()
  const siteUrl = target.kind === 'site' ? target.url : undefined
  // The brand's promotions live elsewhere: an old link or a typed address goes there too.
  useEffect(() => {
    if (siteUrl) location.replace(siteUrl)
  }, [siteUrl])
  // A string, so the selection is the same value until the list itself changes.
  const adIds = useView('settings', (view) =>
    view?.status === 'loading'
      ? undefined
      : advertIdsOf(view?.settings.page_layouts ?? {}, 'promotions').join(' '),
  )
  if (target.kind === 'app' && target.path !== promotionsPath)
    return <Redirect to={target.path} replace />
  return (
    <PageSection aria-labelledby="promotions-title" data-testid="promotions-page">
      <h1 id="promotions-title">{t('promotions.title')}</h1>
      <OddsBoosts />
      {adIds === undefined ? (
        <p aria-busy="true">{t('promotions.loading')}</p>
      ) : (
        <Promotions adIds={adIds === '' ? [] : adIds.split(' ')} />
      )}
    </PageSection>
  )
}

function Promotions({ adIds }: { adIds: readonly string[] }) {
  const { result, loading, reload } = useAdverts(adIds)
  const loggedIn = useView('session', (view) => view?.status === 'logged-in')
  const { t } = useI18n()
  if (!result || (loading && !result.ok)) return <p aria-busy="true">{t('promotions.loading')}</p>
  if (!result.ok)
    return (
      <LoadProblem role="alert">
        {t('promotions.failed', { reason: result.error.message })}{' '}
        <Button type="button" onClick={reload}>
          {t('shell.tryAgain')}
        </Button>
      </LoadProblem>
    )
  return (
    <>
      {result.data.length === 0 ? (
        <p role="status">{t('promotions.none')}</p>
      ) : (
        <Grid>
          {result.data.map((advert) => (
            <AdvertCard key={advert.adId} advert={advert} />
          ))}
        </Grid>
      )}
      {loggedIn ? null : <LoginNotice>{t('promotions.members')}</LoginNotice>}
    </>
  )
}

const Grid = styled.div`
  display: grid;
  gap: 12px;
  ${desktop} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`
