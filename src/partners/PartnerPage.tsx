// A partner product's page (SPEC.md section 2: /sports/kiron, /sports/esports, /powerball…):
// the partner's own page in a frame (PartnerFrame), where a visitor plays as a guest and is
// offered the login.

import type { PartnerProduct } from '../../domain/rules/partner-products.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { PageSection } from '../ui/page-layout.ts'
import { PartnerFrame } from './PartnerFrame.tsx'

export default function PartnerPage({
  product,
  gameId,
}: {
  product: PartnerProduct
  gameId?: string
}) {
  const { t } = useI18n()
  return (
    <PageSection aria-labelledby="partner-title" data-testid="partner-page">
      <h1 id="partner-title">{product.name}</h1>
      <PartnerFrame
        product={product}
        {...(gameId ? { gameId } : {})}
        title={product.name}
        guests={{ play: t('partners.guest') }}
      />
    </PageSection>
  )
}
