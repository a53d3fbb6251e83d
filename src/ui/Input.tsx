import { styled } from '@linaria/react'
import { colors } from './theme.ts'

/** How every text box and select looks (a string, so each styled element can take it whole). */
const fieldLook = `
  min-height: 40px;
  padding: 0 10px;
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

export const Input = styled.input`
  ${fieldLook}
`

/** A native select, dressed as the text inputs are. */
export const Select = styled.select`
  ${fieldLook}
`
