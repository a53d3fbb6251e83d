// A boost's two prices, as the list's cards and the boost-odds modal show them: the market's live
// price struck through, then the boosted one.

import { styled } from '@linaria/react'
import type { BoostCard } from '../../domain/engine/odds-boosts.ts'
import { useOddsFormat } from '../engine/use-odds-format.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'

export function BoostPrices({ card, large = false }: { card: BoostCard; large?: boolean }) {
  const { t, format } = useI18n()
  const oddsFormat = useOddsFormat()
  return (
    <Prices data-large={large || undefined}>
      <Was>
        {t('boosts.was', {
          price: format.odds(card.outcome.consolidatedPrice.currentPrice.decimal, oddsFormat),
        })}
      </Was>
      <Boosted data-testid="boosted-price">{format.odds(card.boost.decimal, oddsFormat)}</Boosted>
    </Prices>
  )
}

const Was = styled.span`
  color: ${colors.muted};
  font-size: 13px;
  text-decoration: line-through;
`

const Boosted = styled.strong`
  color: ${colors.accent};
  font-size: 18px;
`

const Prices = styled.span`
  display: flex;
  gap: 10px;
  align-items: baseline;
  &[data-large] {
    gap: 12px;
    ${Was} {
      font-size: 15px;
    }
    ${Boosted} {
      font-size: 24px;
    }
  }
`
