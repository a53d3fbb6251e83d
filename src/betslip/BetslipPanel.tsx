import { styled } from '@linaria/react'
import { Activity } from 'react'
import { useEngine, useView } from '../engine/use-engine.ts'
import { combinationName } from '../i18n/bet-type-name.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { formatPercent } from '../i18n/percent.ts'
import { useLogin } from '../login/login-context.tsx'
import { Button } from '../ui/Button.tsx'
import { CloseControl } from '../ui/CloseControl.tsx'
import { useLateSelector } from '../ui/late-actor.ts'
import { colors } from '../ui/theme.ts'
import { useDesktop } from '../ui/use-desktop.ts'
import { VisuallyHidden } from '../ui/VisuallyHidden.ts'
import { AcceptOddsChoice } from './AcceptOddsChoice.tsx'
import { LoadSlip, ShareSlip } from './BookingCode.tsx'
import { betErrorText } from './bet-error-text.ts'
import { useBetslipActors } from './betslip-context.tsx'
import { CombinationRow } from './CombinationRow.tsx'
import { OddsFormatChoice } from './OddsFormatChoice.tsx'
import { PlacementNotice } from './PlacementNotice.tsx'
import { isPanelClosable, showsSystemBets } from './panel-state.ts'
import { ReturnsPreview } from './ReturnsPreview.tsx'
import { SelectionRow } from './SelectionRow.tsx'

/**
 * Renders again on every change of the slip's view: an add, the refresh that answers it, the
 * removal that empties it (then in the closed sheet). Its parts are memoized, so only those whose
 * props changed render again; the choices' selects, which React re-selects option by option, and
 * the hidden empty slip's form not at all. Unmemoized, a tap and its undo rendered the whole
 * panel three times (137 components against 70 now, at 390 px).
 */
/**
 * `underTabs`: the desktop's column names the slip in its tab above, with the count; the title
 * is then the screen reader's alone, not a second "Betslip 2" under the first.
 */
export default function BetslipPanel({ underTabs = false }: { underTabs?: boolean }) {
  const slip = useView('betslip', (view) => view)
  const session = useView('session', (view) => view)
  const login = useLogin()
  const engine = useEngine()
  const actors = useBetslipActors()
  const { t, format, locale } = useI18n()
  const send = actors.placement.send
  // Before the placement's chart has started there is no snapshot: the slip reads as idle.
  const placement = useLateSelector(actors.placement, (snapshot) => snapshot, undefined)
  const idle = placement?.matches('idle') ?? true
  // Unconfirmed locks the slip too: changed and placed again, it could be a second bet.
  const busy = Boolean(placement?.hasTag('submitting') || placement?.matches('unconfirmed'))
  const askingAgain = Boolean(
    placement?.matches('askingAgain') || placement?.matches({ awaitingApproval: 'askingAgain' }),
  )
  const placing = placement?.matches('placing') ?? false
  const awaitingApproval = placement?.matches('awaitingApproval') ?? false
  const currency = slip?.currency ?? session?.currency ?? 'EUR'
  const showSystems = useLateSelector(actors.panel, showsSystemBets, false)
  const isDesktop = useDesktop()
  const closable = useLateSelector(actors.panel, isPanelClosable, false)
  const multiple = slip?.combinations.find((bet) => bet.kind === 'multiple')
  const systems = slip?.combinations.filter((bet) => bet.kind === 'system') ?? []
  const filled = (slip?.selections.length ?? 0) > 0

  function placeBet() {
    if (!slip?.placement) return
    if (session?.status !== 'logged-in' || !session.accountId)
      return login.send({ type: 'login.open' })
    send({ type: 'bet.place', accountId: session.accountId, request: slip.placement })
  }

  return (
    <Panel aria-label={t('betslip.title')} data-testid="betslip">
      {underTabs ? (
        <VisuallyHidden as="h2">{t('betslip.title')}</VisuallyHidden>
      ) : (
        <Title>
          <h2>
            {t('betslip.title')} <Count>{slip?.selections.length ?? 0}</Count>
          </h2>
          {/* The sheet's own way out on a phone; the desktop's column is always there. */}
          {isDesktop || !closable ? null : (
            <CloseControl
              label={t('betslip.close')}
              onClose={() => actors.panel.send({ type: 'betslip.toggle' })}
            />
          )}
        </Title>
      )}
      <OddsFormatChoice />
      {slip?.refusal ? (
        <Refusal role="alert" data-testid="slip-refusal" data-code={slip.refusal.code}>
          {betErrorText(t, slip.refusal)}
        </Refusal>
      ) : null}
      <PlacementNotice currency={currency} />
      {/* Both parts are built from the slip's first view and one is shown, so that the tap that
          fills an empty slip shows parts already built. Building them each time cost the tap a
          long task on a slow phone: above all, a <select> put in the page sets Chrome's autofill
          re-reading the whole page's layout (docs/engine.md, Measuring). */}
      <Activity mode={filled ? 'visible' : 'hidden'}>
        {slip ? (
          <>
            <List>
              {slip.selections.map((selection) => (
                <SelectionRow
                  key={selection.outcomeId}
                  selection={selection}
                  currency={currency}
                  locked={busy}
                  quickStakes={slip.quickStakes}
                  offerBanker={showSystems && systems.length > 0}
                  freeBetsAvailable={session?.wallet?.promoCash ?? 0}
                />
              ))}
            </List>
            {multiple ? (
              <List aria-label={t('betslip.multiple')}>
                <CombinationRow bet={multiple} currency={currency} locked={busy} />
              </List>
            ) : null}
            {slip.nextAccaBonus ? (
              <AccaOffer data-testid="acca-offer">
                {t('betslip.accaBonus.next', {
                  percentage: formatPercent(locale, slip.nextAccaBonus.percentage, {
                    signed: true,
                  }),
                  selections: slip.nextAccaBonus.betSize,
                })}
              </AccaOffer>
            ) : null}
            {systems.length > 0 ? (
              <>
                <Expander
                  type="button"
                  aria-expanded={showSystems}
                  onClick={() =>
                    actors.panel.send({ type: showSystems ? 'betslip.collapse' : 'betslip.expand' })
                  }
                >
                  {showSystems
                    ? t('betslip.systems.hide')
                    : t('betslip.systems.show', { count: systems.length })}
                </Expander>
                {showSystems ? (
                  <List aria-label={t('betslip.systems.label')}>
                    {systems.map((bet) => (
                      <CombinationRow
                        key={bet.betTypeId}
                        bet={bet}
                        currency={currency}
                        locked={busy}
                      />
                    ))}
                  </List>
                ) : null}
              </>
            ) : null}
            {slip.preview ? <ReturnsPreview rows={slip.preview} currency={currency} /> : null}
            {slip.refreshStatus === 'rejected' ? (
              <RefreshFailed role="alert" data-testid="slip-refresh-rejected">
                {t('betslip.refresh.rejected')}{' '}
                <button type="button" onClick={() => void engine.betslip.refresh()}>
                  {t('shell.tryAgain')}
                </button>
              </RefreshFailed>
            ) : null}
            {slip.modelErrors.length > 0 ? (
              <ModelErrors role="alert" data-testid="slip-errors">
                {slip.modelErrors.map((problem) => {
                  // An error of a multiple or a system names the bet, in the page's language.
                  const bet = slip.combinations.find(
                    (combination) => combination.betTypeId === problem.betTypeId,
                  )
                  return (
                    <li
                      key={`${problem.code}-${problem.outcomeId ?? ''}-${problem.betTypeId ?? ''}`}
                    >
                      {bet ? `${combinationName(t, bet)}: ` : null}
                      {betErrorText(t, problem)}
                    </li>
                  )
                })}
              </ModelErrors>
            ) : null}
            <Totals>
              <span>{t('betslip.totals.stake')}</span>
              <strong data-testid="total-stake">{format.money(slip.totalStake, currency)}</strong>
              {slip.freeBetStake > 0 ? (
                <>
                  <span>{t('betslip.totals.freeBets')}</span>
                  <strong data-testid="free-bet-stake">
                    {format.money(slip.freeBetStake, currency)}
                  </strong>
                </>
              ) : null}
              {slip.taxes && slip.taxes.stakeRatePercent > 0 ? (
                <>
                  <span>
                    {t('betslip.totals.stakeTax', {
                      rate: formatPercent(locale, slip.taxes.stakeRatePercent),
                    })}
                  </span>
                  <strong data-testid="stake-tax">
                    {format.money(slip.taxes.stakeTax, currency)}
                  </strong>
                </>
              ) : null}
              {slip.taxes && slip.taxes.returnsRatePercent > 0 ? (
                <WholeRow data-testid="returns-tax">
                  {t('betslip.totals.returnsTax', {
                    rate: formatPercent(locale, slip.taxes.returnsRatePercent),
                  })}
                </WholeRow>
              ) : null}
              <span>{t('betslip.totals.potentialReturns')}</span>
              <strong data-testid="total-returns">
                {format.money(slip.totalPotentialReturns, currency)}
              </strong>
            </Totals>
            <AcceptOddsChoice
              mode={slip.acceptOdds}
              tolerancePercent={slip.tolerancePercent}
              locked={busy}
            />
            {session?.wallet && session.wallet.promoCash > 0 ? (
              <PromoCash>
                <input
                  type="checkbox"
                  checked={slip.usePromoCash}
                  disabled={busy}
                  onChange={(event) => void engine.betslip.setUsePromoCash(event.target.checked)}
                />
                {t('betslip.usePromoCash', {
                  amount: format.money(session.wallet.promoCash, currency),
                })}
              </PromoCash>
            ) : null}
            <ShareSlip key={slip.selections.map((selection) => selection.outcomeId).join()} />
            <Footer>
              {/* A move the bettor's acceptance choice does not take: asked first, never placed
                  at a price they did not see. */}
              {slip.selections.some((selection) => selection.priceChange) ? (
                <Button
                  type="button"
                  variant="primary"
                  disabled={busy}
                  onClick={() => void engine.betslip.acceptPrices()}
                >
                  {t('betslip.priceChanged.acceptNew')}
                </Button>
              ) : (
                <Button
                  type="button"
                  variant="primary"
                  disabled={!slip.placement || busy}
                  onClick={placeBet}
                >
                  {askingAgain
                    ? t('betslip.askingAgain')
                    : placing
                      ? t('betslip.placing')
                      : awaitingApproval
                        ? t('betslip.awaitingApproval')
                        : session?.status !== 'logged-in'
                          ? t('betslip.logInToPlace')
                          : // No "Place bet €0.00" before a stake: the button waits for one.
                            slip.totalStake > 0
                            ? t('betslip.place', { stake: format.money(slip.totalStake, currency) })
                            : t('betslip.placeNoStake')}
                </Button>
              )}
              {/* Under the button, not above it: the note comes with the server's answer, and
                nothing may push Place bet (or any button above it) down under a finger. */}
              {slip.betMayBeReferred ? (
                <Note data-testid="may-be-referred">{t('betslip.mayBeReferred')}</Note>
              ) : null}
            </Footer>
          </>
        ) : null}
      </Activity>
      <Activity mode={!filled && idle ? 'visible' : 'hidden'}>
        <Empty>{t('betslip.empty')}</Empty>
        <LoadSlip />
      </Activity>
    </Panel>
  )
}

// Clipped to its corners without becoming a scroller of its own: the title sticks to the sheet.
const Panel = styled.section`
  background: ${colors.surface};
  border-radius: 8px;
  overflow: clip;
`

// The title stays in sight while the slip scrolls under it, its close control with it.
const Title = styled.header`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${colors.surface};
  display: flex;
  align-items: center;
  padding: 12px 16px;
  border-bottom: 1px solid ${colors.line};
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 16px;
  }
`

const Count = styled.span`
  min-width: 22px;
  padding: 2px 6px;
  border-radius: 11px;
  background: ${colors.accent};
  color: ${colors.accentText};
  font-size: 12px;
  text-align: center;
`

const Refusal = styled.p`
  margin: 12px 12px 0;
  padding: 8px 12px;
  border-radius: 6px;
  border: 1px solid ${colors.danger};
  color: ${colors.danger};
  font-size: 13px;
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const Totals = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  padding: 12px 16px;
  color: ${colors.muted};
  strong {
    color: ${colors.text};
    text-align: right;
  }
`

const Footer = styled.div`
  display: grid;
  padding: 0 16px 16px;
`

const PromoCash = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 16px 12px;
  color: ${colors.muted};
  font-size: 13px;
`

const ModelErrors = styled.ul`
  margin: 8px 16px 0;
  padding: 8px 12px 8px 28px;
  border-radius: 6px;
  border: 1px solid ${colors.danger};
  color: ${colors.danger};
  font-size: 13px;
`

const WholeRow = styled.span`
  grid-column: 1 / -1;
  font-size: 12px;
`

const Note = styled.p`
  margin: 8px 0 0;
  color: ${colors.muted};
  font-size: 13px;
`

const RefreshFailed = styled.p`
  margin: 0;
  padding: 8px 16px;
  color: ${colors.danger};
  font-size: 13px;
  button {
    border: 0;
    background: none;
    color: ${colors.text};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`

const AccaOffer = styled.p`
  margin: 0;
  padding: 8px 16px;
  color: ${colors.accent};
  font-size: 13px;
`

const Expander = styled.button`
  display: block;
  width: 100%;
  padding: 10px 16px;
  border: 0;
  border-bottom: 1px solid ${colors.line};
  background: none;
  color: ${colors.accent};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
`

const Empty = styled.p`
  margin: 0;
  padding: 24px 16px;
  color: ${colors.muted};
`
