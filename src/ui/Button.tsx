import { styled } from '@linaria/react'
import type { ComponentProps } from 'react'
import { colors } from './theme.ts'

/**
 * A button of the page's look; primary in the brand's accent. The variant reaches the style as an
 * attribute: a styled element is handed only the DOM's own props (src/ui/dom-props.ts).
 */
export function Button({
  variant,
  ...props
}: ComponentProps<'button'> & { variant?: 'primary' | 'quiet' }) {
  return <Styled data-variant={variant} {...props} />
}

const Styled = styled.button`
  min-height: 40px;
  padding: 0 16px;
  border-radius: 6px;
  border: 1px solid ${colors.line};
  background: ${colors.raised};
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[data-variant='primary'] {
    background: ${colors.accent};
    color: ${colors.accentText};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`
