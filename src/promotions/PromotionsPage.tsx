// /promotions (SPEC.md section 2): the brand's promotions, those the bettor may see (the advert
// audiences of section 4), in the order of page_layouts.promotions. A logged-out visitor is told
// that members see more; a failed load offers a retry.

import { styled } from '@linaria/react'
import { advertIdsOf } from '../../domain/site/site.ts'
import { useView } from '../engine/use-engine.ts'
import { useLogin } from '../login/login-context.tsx'
import { Button } from '../ui/Button.tsx'
import { colors, desktop } from '../ui/theme.ts'
import { AdvertCard } from './AdvertCard.tsx'
import { useAdverts } from './use-adverts.ts'

export default function PromotionsPage() {
  // A string, so the selection is the same value until the list itself changes.
  const adIds = useView('settings', (view) =>
    view?.status === 'loading'
      ? undefined
      : advertIdsOf(view?.settings.page_layouts ?? {}, 'promotions').join(' '),
  )
  return (
    <Page aria-labelledby="promotions-title" data-testid="promotions-page">
      <h1 id="promotions-title">Promotions</h1>
      {adIds === undefined ? (
        <p aria-busy="true">Loading the promotions…</p>
      ) : (
        <Promotions adIds={adIds === '' ? [] : adIds.split(' ')} />
      )}
    </Page>
  )
}

function Promotions({ adIds }: { adIds: readonly string[] }) {
  const { result, loading, reload } = useAdverts(adIds)
  const loggedIn = useView('session', (view) => view?.status === 'logged-in')
  const login = useLogin()
  if (!result || (loading && !result.ok)) return <p aria-busy="true">Loading the promotions…</p>
  if (!result.ok)
    return (
      <Problem role="alert">
        The promotions could not be loaded ({result.error.message}).{' '}
        <Button type="button" onClick={reload}>
          Try again
        </Button>
      </Problem>
    )
  return (
    <>
      {result.data.length === 0 ? (
        <p role="status">There are no promotions for you just now.</p>
      ) : (
        <Grid>
          {result.data.map((advert) => (
            <AdvertCard key={advert.adId} advert={advert} />
          ))}
        </Grid>
      )}
      {loggedIn ? null : (
        <Members>
          <span>Members see offers made for them.</span>
          <Button
            type="button"
            variant="primary"
            onClick={() => login.send({ type: 'login.open' })}
          >
            Log in
          </Button>
        </Members>
      )}
    </>
  )
}

const Page = styled.section`
  display: grid;
  gap: 12px;
  padding: 12px;
  h1 {
    margin: 0;
    font-size: 20px;
  }
`

const Grid = styled.div`
  display: grid;
  gap: 12px;
  ${desktop} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`

const Members = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0;
  padding: 12px;
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.muted};
`

const Problem = styled.p`
  color: ${colors.danger};
`
