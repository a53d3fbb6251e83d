// A side's red cards as a scoreboard draws them: a small red card for each, beside the side's
// score on a list row or a tile and beside its name on the match's page; the label says it in
// words. Nothing while the side has none.

import { styled } from '@linaria/react'
import { useI18n } from '../i18n/I18nProvider.tsx'

export function RedCards({ team, count }: { team: string; count: number }) {
  const { t } = useI18n()
  if (count <= 0) return null
  return (
    <Cards role="img" aria-label={t('live.redCards', { team, count })} data-testid="red-cards">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards are alike and only ever added at the end
        <i key={index} />
      ))}
    </Cards>
  )
}

const Cards = styled.span`
  display: inline-flex;
  flex: none;
  gap: 1px;
  margin: 0 3px;
  vertical-align: -1px;
  i {
    width: 7px;
    height: 10px;
    border-radius: 1px;
    /* The card's own red, whatever the brand's colours: it stands for the card the referee shows. */
    background: #e2231a;
  }
`
