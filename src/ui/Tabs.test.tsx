// @vitest-environment happy-dom
// The tabs' keyboard (WAI-ARIA tabs pattern): one tab in the tab order, the arrows and Home and
// End move to a tab and pick it, mirrored right to left; a disabled row takes no key.

import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs } from './Tabs.tsx'

afterEach(cleanup)

function Days({ disabled = false }: { disabled?: boolean }) {
  const [day, setDay] = useState<string | undefined>('today')
  return (
    <Tabs
      label="Days"
      choices={[
        { value: undefined, name: 'All' },
        { value: 'today', name: 'Today' },
        { value: 'tomorrow', name: 'Tomorrow' },
      ]}
      selected={day}
      onSelect={setDay}
      disabled={disabled}
    />
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })
const selectedName = () =>
  screen.getAllByRole('tab').find((element) => element.getAttribute('aria-selected') === 'true')
    ?.textContent

describe('Tabs', () => {
  it('puts only the picked tab in the tab order', () => {
    render(<Days />)
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, 0, -1])
    expect(selectedName()).toBe('Today')
  })

  it('moves and picks with the arrows, wrapping, and with Home and End', () => {
    render(<Days />)
    tab('Today').focus()
    fireEvent.keyDown(tab('Today'), { key: 'ArrowRight' })
    expect(selectedName()).toBe('Tomorrow')
    expect(document.activeElement).toBe(tab('Tomorrow'))
    fireEvent.keyDown(tab('Tomorrow'), { key: 'ArrowRight' })
    expect(selectedName()).toBe('All')
    fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' })
    expect(selectedName()).toBe('Tomorrow')
    fireEvent.keyDown(tab('Tomorrow'), { key: 'Home' })
    expect(selectedName()).toBe('All')
    expect(document.activeElement).toBe(tab('All'))
    fireEvent.keyDown(tab('All'), { key: 'End' })
    expect(selectedName()).toBe('Tomorrow')
    expect(screen.getAllByRole('tab').map((element) => element.tabIndex)).toEqual([-1, -1, 0])
  })

  it('mirrors the arrows in a right-to-left page', () => {
    document.documentElement.dir = 'rtl'
    try {
      render(<Days />)
      fireEvent.keyDown(tab('Today'), { key: 'ArrowLeft' })
      expect(selectedName()).toBe('Tomorrow')
      fireEvent.keyDown(tab('Tomorrow'), { key: 'ArrowRight' })
      expect(selectedName()).toBe('Today')
    } finally {
      document.documentElement.dir = ''
    }
  })

  it('leaves other keys to the page, and a disabled row to itself', () => {
    render(<Days disabled />)
    fireEvent.keyDown(tab('Today'), { key: 'ArrowRight' })
    expect(selectedName()).toBe('Today')
    cleanup()
    render(<Days />)
    expect(fireEvent.keyDown(tab('Today'), { key: 'a' })).toBe(true)
    expect(fireEvent.keyDown(tab('Today'), { key: 'End' })).toBe(false)
  })
})
