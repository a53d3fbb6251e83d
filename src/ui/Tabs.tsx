// A row of tabs that picks what the screen shows (my bets open or settled, the cashier's side, an
// event's market group, a listing's days), with the keyboard of WAI-ARIA's tabs pattern: one tab
// in the page's tab order, the arrow keys (mirrored right to left), Home and End moving to a tab
// and picking it.

import { css, cx } from '@linaria/core'
import type { KeyboardEvent } from 'react'
import { CountBadge } from './CountBadge.ts'
import { colors } from './theme.ts'

export interface TabChoice<T> {
  value: T
  name: string
  /** A count beside the name (the slip's selections, the open bets). */
  count?: number
  testId?: string
}

export function Tabs<T>({
  label,
  choices,
  selected,
  onSelect,
  look = 'pills',
  disabled = false,
  className,
}: {
  label: string
  choices: readonly TabChoice<T>[]
  selected: T
  onSelect: (value: T) => void
  /** Segmented: the choices share the row's width. Pills: each as wide as its name. */
  look?: 'segmented' | 'pills'
  disabled?: boolean
  className?: string
}) {
  const current = Math.max(
    0,
    choices.findIndex((choice) => choice.value === selected),
  )
  const moveTo = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    const from = tabs.indexOf(event.target as HTMLButtonElement)
    if (from < 0) return
    const rightToLeft = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
    const last = tabs.length - 1
    const next = from === last ? 0 : from + 1
    const previous = from === 0 ? last : from - 1
    const targets: Record<string, number> = {
      ArrowRight: rightToLeft ? previous : next,
      ArrowLeft: rightToLeft ? next : previous,
      Home: 0,
      End: last,
    }
    const to = targets[event.key]
    const choice = to === undefined ? undefined : choices[to]
    if (to === undefined || !choice) return
    event.preventDefault()
    tabs[to]?.focus()
    onSelect(choice.value)
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cx(look === 'segmented' ? segmented : pills, className)}
      onKeyDown={disabled ? undefined : moveTo}
    >
      {choices.map((choice, index) => (
        <button
          key={String(choice.value)}
          type="button"
          role="tab"
          className={tab}
          aria-selected={index === current && choice.value === selected}
          tabIndex={index === current ? 0 : -1}
          disabled={disabled}
          data-testid={choice.testId}
          onClick={() => onSelect(choice.value)}
        >
          {choice.name}
          {choice.count === undefined ? null : (
            <CountBadge className={tabCount}>{choice.count}</CountBadge>
          )}
        </button>
      ))}
    </div>
  )
}

const tab = css`
  border: none;
  background: ${colors.raised};
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${colors.accent};
    color: ${colors.accentText};
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`

/** On the picked tab's accent the count's colours are inverted, so it still reads. */
const tabCount = css`
  margin-left: 6px;
  [aria-selected='true'] > & {
    background: ${colors.accentText};
    color: ${colors.accent};
  }
`

const segmented = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 6px;
  .${tab} {
    min-height: 40px;
    border: 1px solid ${colors.line};
    border-radius: 6px;
  }
`

const pills = css`
  display: flex;
  gap: 6px;
  .${tab} {
    flex: none;
    padding: 6px 14px;
    border-radius: 16px;
    font-size: 13px;
  }
`
