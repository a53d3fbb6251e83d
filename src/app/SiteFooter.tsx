// The page's footer (SPEC.md section 2, desktop layout): the gaming-board seal of the host the
// page is served on when the brand must show one (gcb_seal_required), and the reminder to bet
// responsibly. The seal's token is the board's, per licensed host (GET /api/gcb_seals).

import { styled } from '@linaria/react'
import { useEngine, useView } from '../engine/use-engine.ts'
import { useEngineCall } from '../engine/use-engine-call.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Icon } from '../ui/Icon.tsx'
import { barHeight, colors, mobile } from '../ui/theme.ts'
import { backToTopClearance } from './BackToTop.tsx'

export function SiteFooter() {
  const { t } = useI18n()
  const engine = useEngine()
  const sealRequired = useView(
    'settings',
    (view) => view?.status === 'loaded' && view.settings.gcb_seal_required,
  )
  const seal = useEngineCall(
    () =>
      sealRequired
        ? engine.site.gamingBoardSeal(location.host)
        : Promise.resolve({ ok: true as const, data: undefined }),
    [sealRequired],
  ).result
  const token = seal?.ok ? seal.data : undefined
  return (
    <Footer>
      {token ? (
        <Seal data-testid="gaming-board-seal" data-token={token}>
          <Icon name="seal" size={28} />
          <span>
            {t('shell.footer.licensed')}
            <small>{t('shell.footer.seal', { token: token.slice(0, 8) })}</small>
          </span>
        </Seal>
      ) : null}
      <p>{t('shell.footer.responsibly')}</p>
    </Footer>
  )
}

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 16px;
  min-height: ${barHeight}px;
  padding: 8px 16px;
  border-top: 1px solid ${colors.line};
  color: ${colors.muted};
  font-size: 13px;
  p {
    margin: 0;
  }
  ${mobile} {
    margin-bottom: ${barHeight}px;
    /* Scrolled to the end, the back-to-top button floats here, clear of the reminder. */
    padding-bottom: ${backToTopClearance}px;
  }
`

const Seal = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${colors.text};
  span {
    display: grid;
  }
  small {
    color: ${colors.muted};
    font-variant-numeric: tabular-nums;
  }
`
