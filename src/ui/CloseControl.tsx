// The cross that closes a sheet or a dialog on a phone, where Escape and a click beside it are
// not there to be found: big enough for a thumb, named for a screen reader.

import { css, cx } from '@linaria/core'
import { Icon } from './Icon.tsx'
import { iconButton } from './icon-button.ts'

export function CloseControl({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      className={cross}
      aria-label={label}
      onClick={onClose}
      data-testid="close-control"
    >
      <Icon name="close" size={20} />
    </button>
  )
}

// At the end of its title's row, its thumb-sized box reaching into the row's padding.
const cross = cx(
  iconButton,
  css`
    margin: -8px -8px -8px auto;
  `,
)
