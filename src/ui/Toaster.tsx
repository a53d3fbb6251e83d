// The toasts' host: each toast the page's store holds, at the top or the bottom of the screen.

import { styled } from '@linaria/react'
import { useSyncExternalStore } from 'react'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from './theme.ts'
import type { ShownToast } from './toast-store.ts'
import { useToasts } from './toasts.ts'

/** The toasts on screen, a chunk of its own (LateToaster.tsx). */
export default function Toaster() {
  const store = useToasts()
  const toasts = useSyncExternalStore(store.subscribe, store.list)
  const { t } = useI18n()
  return (
    <>
      <Stack data-position="top-center">
        {toasts.filter((toast) => toast.position === 'top-center').map(render)}
      </Stack>
      <Stack data-position="bottom-center">
        {toasts.filter((toast) => toast.position === 'bottom-center').map(render)}
      </Stack>
    </>
  )

  function render(toast: ShownToast) {
    return (
      <Item
        key={toast.shownId}
        id={toast.id}
        role={toast.tone === 'error' ? 'alert' : 'status'}
        data-tone={toast.tone}
        data-testid="toast"
      >
        <span>
          {/* A toast's own words (a server's reason) are shown as given; the spec's, translated. */}
          {toast.text ?? t(`toasts.${toast.key}`)}
        </span>
        {toast.reference ? (
          <small>{t('toasts.reference', { reference: toast.reference })}</small>
        ) : null}
        <button
          type="button"
          aria-label={t('toasts.dismiss')}
          onClick={() => store.dismiss(toast.shownId)}
        >
          ×
        </button>
      </Item>
    )
  }
}

const Stack = styled.div`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  z-index: 30;
  display: grid;
  gap: 8px;
  width: min(420px, calc(100vw - 24px));
  pointer-events: none;
  &[data-position='top-center'] {
    top: 64px;
  }
  &[data-position='bottom-center'] {
    bottom: 64px;
  }
`

const Item = styled.div`
  pointer-events: auto;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 2px 8px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${colors.raised};
  border-left: 4px solid ${colors.accent};
  box-shadow: 0 6px 20px rgb(0 0 0 / 40%);
  &[data-tone='error'] {
    border-left-color: ${colors.danger};
  }
  &[data-tone='success'] {
    border-left-color: ${colors.up};
  }
  small {
    grid-column: 1;
    color: ${colors.muted};
  }
  button {
    grid-row: 1;
    grid-column: 2;
    border: none;
    background: transparent;
    color: ${colors.muted};
    font-size: 18px;
    cursor: pointer;
  }
`
