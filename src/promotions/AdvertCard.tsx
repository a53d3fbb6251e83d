// One advert (SPEC.md section 3, Advert): its picture, its name, the description when the advert
// asks for it, and its link. A link inside the app navigates in place; another site's opens in a
// new tab, or in the popup window the advert sizes when it asks for one.

import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import type { MouseEvent } from 'react'
import { Link } from 'wouter'
import { siteImageUrl } from '../../domain/rules/constants.ts'
import type { ShownAdvert } from '../../domain/site/site.ts'
import { colors } from '../ui/theme.ts'

export function AdvertCard({ advert, testId }: { advert: ShownAdvert; testId?: string }) {
  const { name, description, link, link_name, attachment_path, width_in_pixels } = advert
  // Site images go through the resizer at the width asked (SPEC.md section 7, image URL form).
  const src = siteImageUrl(attachment_path, width_in_pixels)
  return (
    <Card data-testid={testId ?? `advert-${advert.adId}`} aria-label={name}>
      <img
        src={src}
        alt=""
        width={width_in_pixels}
        height={advert.height_in_pixels}
        loading="lazy"
      />
      <div>
        <strong>{name}</strong>
        {advert.show_description !== false ? <p>{description}</p> : null}
        {link_name && link ? <AdvertLink advert={advert} /> : null}
      </div>
    </Card>
  )
}

function AdvertLink({ advert }: { advert: ShownAdvert }) {
  const { link, link_name } = advert
  if (link.startsWith('/'))
    return (
      <Link className={linkStyle} href={link}>
        {link_name}
      </Link>
    )
  const openPopup = (event: MouseEvent) => {
    if (!advert.popup) return
    event.preventDefault()
    const features = [
      `width=${advert.popup_width}`,
      `height=${advert.popup_height}`,
      `resizable=${advert.popup_allow_resize ? 'yes' : 'no'}`,
      `scrollbars=${advert.popup_allow_scrollbars ? 'yes' : 'no'}`,
      'noopener',
    ].join(',')
    window.open(link, `advert-${advert.adId}`, features)
  }
  return (
    <a
      className={linkStyle}
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={openPopup}
    >
      {link_name}
    </a>
  )
}

const Card = styled.article`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  padding: 10px;
  border-radius: 8px;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  /* The picture spans the card (a column's 380 px, a grid's cell), its text below it; a lone card
     on a wide page keeps it to a banner's size. */
  img {
    width: 100%;
    max-width: 420px;
    height: auto;
    border-radius: 6px;
  }
  p {
    margin: 4px 0 8px;
    color: ${colors.muted};
    font-size: 14px;
  }
`

const linkStyle = css`
  color: ${colors.accent};
  font-weight: 700;
`
