// The cross that closes a sheet or a dialog on a phone, where Escape and a click beside it are
// not there to be found: big enough for a thumb, named for a screen reader.

import { styled } from '@linaria/react'
import { Icon } from './Icon.tsx'
import { colors } from './theme.ts'

export function CloseControl({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <Cross type="button" aria-label={label} onClick={onClose} data-testid="close-control">
      <Icon name="close" size={20} />
    </Cross>
  )
}

const Cross = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin: -8px -8px -8px auto;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${colors.accent};
  }
`
