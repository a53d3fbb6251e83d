// A header dropdown (the account menu, the balance pill): a button that shows a list under it.
// It closes on Escape (focus back on its button), on a click outside, and when an item is chosen.

import { styled } from '@linaria/react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { colors } from '../ui/theme.ts'

export function Dropdown({
  button,
  label,
  testId,
  className,
  columns = 1,
  children,
}: {
  /** What the button shows. */
  button: ReactNode
  /** The button's accessible name, when what it shows has no words (an icon). */
  label?: string
  testId?: string
  className?: string
  /** Items side by side in a long list (the language menu's layout switch). */
  columns?: 1 | 2
  /** The items; close() is called by whichever one is chosen. */
  children(close: () => void): ReactNode
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <Root ref={root} className={className}>
      <button
        ref={toggle}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        data-testid={testId}
      >
        {button}
      </button>
      {open ? (
        <Panel id={id} data-columns={columns}>
          {children(() => setOpen(false))}
        </Panel>
      ) : null}
    </Root>
  )
}

const Root = styled.div`
  position: relative;
`

const Panel = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 20;
  min-width: 200px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  border-radius: 8px;
  border: 1px solid ${colors.line};
  background: ${colors.raised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 45%);
  &[data-columns='2'] {
    display: grid;
    grid-template-columns: 1fr 1fr;
    min-width: 340px;
  }
  a,
  button {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    padding: 10px 16px;
    border: 0;
    background: none;
    color: ${colors.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  [aria-current='true'] {
    color: ${colors.accent};
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${colors.surface};
    color: ${colors.accent};
  }
`
