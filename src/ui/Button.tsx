import { styled } from '@linaria/react'
import { colors } from './theme.ts'

export const Button = styled.button<{ variant?: 'primary' | 'quiet' }>`
  min-height: 40px;
  padding: 0 16px;
  border-radius: 6px;
  border: 1px solid ${colors.line};
  background: ${(props) => (props.variant === 'primary' ? colors.accent : colors.raised)};
  color: ${(props) => (props.variant === 'primary' ? colors.accentText : colors.text)};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${colors.accent};
    outline-offset: 2px;
  }
`
