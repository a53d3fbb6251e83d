// The player's jackpot slips, newest first: open until their jackpot is settled, then won with
// the lines that got every match right and what they returned, or lost, with the results drawn
// for postponed matches. Read again after each placement.

import { styled } from '@linaria/react'
import type { JackpotSlip } from '../../domain/api/jackpot.ts'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'

const statusWords: Record<JackpotSlip['status'], MessageKey> = {
  open: 'jackpot.slips.status.open',
  won: 'jackpot.slips.status.won',
  lost: 'jackpot.slips.status.lost',
}

export function JackpotSlips({ currency }: { currency: string }) {
  const engine = useEngine()
  const { t, format } = useI18n()
  const accountId = useView('session', (view) =>
    view?.status === 'logged-in' ? view.accountId : undefined,
  )
  const placed = useView('jackpot', (view) => view?.placement?.betSlipId)
  const slips = useEngineCall(
    () =>
      accountId
        ? engine.jackpot.slips()
        : Promise.resolve({ ok: true as const, data: { slips: [] } }),
    [accountId, placed],
  ).result
  if (!accountId || !slips?.ok || slips.data.slips.length === 0) return null
  return (
    <section aria-labelledby="jackpot-slips-title" data-testid="jackpot-slips">
      <h2 id="jackpot-slips-title">{t('jackpot.slips.title')}</h2>
      <List>
        {slips.data.slips.slice(0, 10).map((slip) => (
          <li key={slip.betSlipId}>
            <span>
              <strong>{slip.reference}</strong> ·{' '}
              {t('jackpot.slips.lines', { count: slip.noOfBets })} ·{' '}
              {format.money(slip.totalCost, currency)}
            </span>
            <Status data-status={slip.status}>
              {slip.status === 'won' && slip.returns !== null
                ? t('jackpot.slips.wonReturns', { returns: format.money(slip.returns, currency) })
                : t(statusWords[slip.status])}
            </Status>
            {slip.draws.map((draw) => (
              <Drawn key={draw.ordinal} data-testid="jackpot-drawn">
                {t('jackpot.slips.drawn', { number: draw.ordinal, outcome: draw.description })}
              </Drawn>
            ))}
          </li>
        ))}
      </List>
    </section>
  )
}

const List = styled.ul`
  display: grid;
  gap: 6px;
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 8px 10px;
    border-radius: 6px;
    background: ${colors.surface};
    border: 1px solid ${colors.line};
    font-size: 14px;
  }
`

const Drawn = styled.span`
  flex-basis: 100%;
  color: ${colors.muted};
  font-size: 13px;
`

const Status = styled.span`
  color: ${colors.muted};
  &[data-status='won'] {
    color: ${colors.up};
    font-weight: 700;
  }
`
