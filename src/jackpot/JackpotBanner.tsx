// The jackpot_banner advert (SPEC.md section 7) above the jackpot, when the caller may see it.

import { styled } from '@linaria/react'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { colors } from '../ui/theme.ts'

export function JackpotBanner() {
  const engine = useEngine()
  const username = useView('session', (view) => view?.username)
  const advert = useEngineCall(() => engine.jackpot.advert('jackpot_banner'), [username]).result
  if (!advert?.ok) return null
  const { name, description, link, link_name, attachment_path, width_in_pixels } = advert.data
  // Site images go through the resizer at the width asked (SPEC.md section 7, image URL form).
  const src = attachment_path.startsWith('/')
    ? `/m${attachment_path}?w=${width_in_pixels}&q=75`
    : attachment_path
  return (
    <Banner data-testid="jackpot-banner">
      <img src={src} alt={name} width={width_in_pixels} />
      <div>
        <strong>{name}</strong>
        <p>{description}</p>
        {link_name ? <a href={link}>{link_name}</a> : null}
      </div>
    </Banner>
  )
}

const Banner = styled.aside`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  padding: 10px;
  border-radius: 8px;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  img {
    max-width: 100%;
    height: auto;
  }
  p {
    color: ${colors.muted};
    font-size: 14px;
  }
  a {
    color: ${colors.accent};
  }
`
