// A link the brand configures (domain/rules/site-link.ts): within the app it navigates in place;
// to the operator's own site it leaves, in the same tab, as a host's lobby link would.

import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { SiteLink } from '../../domain/rules/site-link.ts'

export function SiteLinkTo({
  link,
  children,
  ...props
}: {
  link: SiteLink
  children: ReactNode
  className?: string
  'aria-label'?: string
  'aria-current'?: 'page'
  'data-testid'?: string
}) {
  return link.kind === 'app' ? (
    <Link href={link.path} {...props}>
      {children}
    </Link>
  ) : (
    <a href={link.url} {...props}>
      {children}
    </a>
  )
}
