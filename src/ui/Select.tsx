import { styled } from '@linaria/react'
import { colors } from './theme.ts'

/** A native select, dressed as the text inputs are. */
export const Select = styled.select`
  min-height: 40px;
  padding: 0 8px;
  border-radius: 6px;
  border: 1px solid ${colors.line};
  background: ${colors.page};
  color: ${colors.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 1px;
  }
`
