// What came of the last placement, over the slip: placed, referred to a trader, rejected,
// unconfirmed (no answer, to ask again with the same uuid), a price that moved, or failed; each
// with what the bettor can do next. The placement statechart (machines/bet-placement.ts) decides
// which; this only shows it.

import { styled } from '@linaria/react'
import { type ComponentProps, memo } from 'react'
import { useOddsFormat } from '../engine/use-odds-format.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { useLateSelector } from '../ui/late-actor.ts'
import { colors } from '../ui/theme.ts'
import { betErrorText } from './bet-error-text.ts'
import { useBetslipActors } from './betslip-context.tsx'

export const PlacementNotice = memo(function PlacementNotice({ currency }: { currency: string }) {
  const actors = useBetslipActors()
  // Nothing has come of a placement before its chart has started.
  const placement = useLateSelector(actors.placement, (snapshot) => snapshot, undefined)
  const send = actors.placement.send
  const oddsFormat = useOddsFormat()
  const { t, format } = useI18n()
  if (!placement) return null
  const { response, error, reference, priceChanges } = placement.context
  return (
    <>
      {placement.matches('placed') && response ? (
        <Outcome role="status" data-testid="bet-placed" data-tone="good">
          <strong>{t('betslip.placed.title')}</strong>
          <span>
            {t('betslip.placed.summary', {
              reference: response.reference,
              stake: format.money(response.totalCost, currency),
              potentialReturns: format.money(response.potentialReturns, currency),
            })}
          </span>
          <Button type="button" onClick={() => send({ type: 'bet.dismiss' })}>
            {t('betslip.done')}
          </Button>
        </Outcome>
      ) : null}
      {placement.matches('referred') ? (
        <Outcome role="status" data-testid="bet-referred" data-tone="neutral">
          <strong>{t('betslip.referred.title')}</strong>
          <span>{t('betslip.referred.body')}</span>
          <Button type="button" onClick={() => send({ type: 'bet.dismiss' })}>
            {t('betslip.ok')}
          </Button>
        </Outcome>
      ) : null}
      {placement.matches('rejected') && error ? (
        <Outcome role="alert" data-testid="bet-rejected" data-tone="bad">
          <strong>{t('betslip.notPlaced')}</strong>
          <span>{betErrorText(t, error)}</span>
          <Button type="button" onClick={() => send({ type: 'bet.dismiss' })}>
            {t('betslip.ok')}
          </Button>
        </Outcome>
      ) : null}
      {placement.matches('unconfirmed') ? (
        <Outcome role="alert" data-testid="bet-unconfirmed" data-tone="neutral">
          <strong>{t('betslip.unconfirmed.title')}</strong>
          <span>{t('betslip.unconfirmed.body')}</span>
          {reference ? <span>{t('betslip.reference', { reference })}</span> : null}
          <Actions>
            <Button type="button" variant="primary" onClick={() => send({ type: 'bet.confirm' })}>
              {t('betslip.unconfirmed.askAgain')}
            </Button>
            <Button type="button" onClick={() => send({ type: 'bet.dismiss' })}>
              {t('betslip.ok')}
            </Button>
          </Actions>
        </Outcome>
      ) : null}
      {placement.matches('priceChanged') ? (
        <Outcome role="alert" data-testid="price-changed" data-tone="neutral">
          <strong>{t('betslip.priceChanged.title')}</strong>
          {priceChanges.map((change) => {
            const price = change.currentDecimal
              ? format.odds(change.currentDecimal, oddsFormat)
              : ''
            const sent = placement.context.request?.singles?.find(
              (single) => single.outcomeId === change.outcomeId,
            )?.decimal
            return (
              <span key={change.outcomeId}>
                {sent
                  ? t('betslip.priceChanged.moved', {
                      from: format.odds(sent, oddsFormat),
                      to: price,
                    })
                  : t('betslip.priceChanged.newPrice', { price })}
              </span>
            )
          })}
          <Actions>
            <Button
              type="button"
              variant="primary"
              onClick={() => send({ type: 'bet.acceptPriceChange' })}
            >
              {t('betslip.priceChanged.accept')}
            </Button>
            <Button type="button" onClick={() => send({ type: 'bet.dismiss' })}>
              {t('betslip.cancel')}
            </Button>
          </Actions>
        </Outcome>
      ) : null}
      {placement.matches('failed') ? (
        <Outcome role="alert" data-tone="bad" data-testid="betslip-error">
          <strong>{t('betslip.notPlaced')}</strong>
          <span>{betErrorText(t, error)}</span>
          {reference ? <span>{t('betslip.reference', { reference })}</span> : null}
          <Button type="button" onClick={() => send({ type: 'bet.dismiss' })}>
            {t('betslip.ok')}
          </Button>
        </Outcome>
      ) : null}
    </>
  )
})

/**
 * The notice comes at the slip's head, and Place bet was at its foot: on a phone's sheet or a
 * long right column the bettor would see neither receipt nor refusal without scrolling back up.
 * Each notice brings itself into view as it appears.
 */
function Outcome(props: ComponentProps<typeof OutcomeBox>) {
  return <OutcomeBox {...props} ref={showWhereTheBettorIs} />
}

const showWhereTheBettorIs = (notice: HTMLElement | null) =>
  notice?.scrollIntoView({ block: 'nearest' })

const OutcomeBox = styled.div`
  display: grid;
  /* Clear of the slip's sticky title when scrolled to. */
  scroll-margin-top: 64px;
  gap: 8px;
  margin: 12px;
  padding: 12px;
  border-radius: 6px;
  border: 1px solid ${colors.line};
  &[data-tone='good'] {
    border-color: ${colors.up};
  }
  &[data-tone='bad'] {
    border-color: ${colors.danger};
  }
  span {
    color: ${colors.muted};
    font-size: 13px;
  }
`

const Actions = styled.div`
  display: flex;
  gap: 8px;
`
