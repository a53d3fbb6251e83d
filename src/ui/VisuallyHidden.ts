// Text a screen reader reads and the eye does not see: a word the layout shows otherwise (a
// match's sides on lines of their own read "Arsenal v Chelsea"), a cell's label.

import { styled } from '@linaria/react'

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`
