// A modal dialog: the backdrop closes it, Escape closes it, focus moves into it on open and back
// to where it was on close, and Tab and Shift+Tab go round inside it rather than on into the page
// it covers (WAI-ARIA's dialog pattern). Every dialog of the app is built on it.

import { styled } from '@linaria/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { colors } from './theme.ts'

export function Modal({
  label,
  onClose,
  children,
  testId,
  atTop = false,
}: {
  label: string
  onClose: () => void
  children: ReactNode
  testId?: string
  /**
   * Held at the top of the screen rather than centred: for a dialog whose content grows as the
   * bettor types (search), whose field would otherwise move with every answer, and which a
   * phone's keyboard covers from below.
   */
  atTop?: boolean
}) {
  const dialog = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null
    if (dialog.current) controlsIn(dialog.current)[0]?.focus()
    return () => before?.focus()
  }, [])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
      if (event.key === 'Tab' && dialog.current) keepFocusIn(dialog.current, event)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <Backdrop onClick={onClose} data-at-top={atTop || undefined}>
      <Dialog
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        data-testid={testId}
        onClick={(event) => event.stopPropagation()}
      >
        {children}
      </Dialog>
    </Backdrop>
  )
}

const focusable =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

/** The controls Tab reaches in the dialog, in order: enabled, shown, not taken out by tabindex. */
const controlsIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => control.tabIndex >= 0 && control.getClientRects().length > 0,
  )

/**
 * From the last control Tab goes to the first, and Shift+Tab from the first to the last. Only the
 * dialog holding the focus acts, so a dialog opened over another leaves the one below alone.
 */
function keepFocusIn(dialog: HTMLElement, event: KeyboardEvent) {
  if (!dialog.contains(document.activeElement)) return
  const controls = controlsIn(dialog)
  const first = controls[0]
  const last = controls.at(-1)
  const from = document.activeElement
  if (event.shiftKey ? from === first || from === dialog : from === last) {
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  }
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  display: grid;
  place-items: center;
  background: rgb(0 0 0 / 60%);
  &[data-at-top] {
    place-items: start center;
    padding-top: 16px;
  }
`

const Dialog = styled.div`
  width: min(380px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 20px;
  border-radius: 10px;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  form {
    display: grid;
    gap: 12px;
  }
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${colors.muted};
    font-size: 14px;
  }
  input:not([type='checkbox']) {
    width: 100%;
  }
`

/** A label above its input, and the message under it. */
export const Field = styled.div`
  display: grid;
  gap: 4px;
  label {
    color: ${colors.muted};
    font-size: 13px;
  }
  [role='alert'] {
    color: ${colors.danger};
    font-size: 13px;
  }
`

export const Actions = styled.div`
  display: grid;
  gap: 8px;
`
