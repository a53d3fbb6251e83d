// A round button that is on or off (aria-pressed) and shows it by its icon: hollow off, filled in
// the accent colour on. The favourite's star and the multi-view's pin.

import { styled } from '@linaria/react'
import { colors } from './theme.ts'

/** Its width and height: a place kept for one before it comes is as wide. */
export const iconToggleSize = 32

export const IconToggle = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${iconToggleSize}px;
  height: ${iconToggleSize}px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${colors.muted};
  cursor: pointer;
  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.8;
  }
  &[aria-pressed='true'] {
    color: ${colors.accent};
    svg {
      fill: currentColor;
    }
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
  }
`
