// The back-to-top button (SPEC.md section 2, Shell): shown once the bettor has scrolled more
// than a screen and a half down a long list. Watched by an IntersectionObserver on a marker
// at the top, not a scroll listener, so scrolling costs the main thread nothing.

import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Icon } from '../ui/Icon.tsx'
import { barHeight, colors, mobile } from '../ui/theme.ts'

/** A chunk of its own, fetched once the page is idle (App.tsx): the first screen never shows it. */
export default function BackToTop() {
  const { t } = useI18n()
  const marker = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = marker.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => setShown(!entry?.isIntersecting))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <>
      <Marker ref={marker} aria-hidden="true" />
      {shown ? (
        <Button
          type="button"
          onClick={() => {
            const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches
            window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
          }}
          data-testid="back-to-top"
        >
          <Icon name="arrow-up" />
          {t('shell.backToTop')}
        </Button>
      ) : null}
    </>
  )
}

/** Reaches a screen and a half down the page: out of view, the bettor is that far down. */
const Marker = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 1px;
  height: 150vh;
  pointer-events: none;
`

const buttonHeight = 40
const buttonGap = 12

/** What the page's end leaves free under its last line on a phone, for the button to float in. */
export const backToTopClearance = buttonHeight + 2 * buttonGap

const Button = styled.button`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 14;
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: ${buttonHeight}px;
  padding: 0 14px;
  border-radius: 20px;
  border: 1px solid ${colors.line};
  background: ${colors.raised};
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  box-shadow: 0 4px 16px rgb(0 0 0 / 40%);
  cursor: pointer;
  ${mobile} {
    bottom: ${barHeight + buttonGap}px;
  }
`
