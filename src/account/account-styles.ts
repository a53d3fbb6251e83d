// The account pages' shared pieces: label and value rows, forms of a few fields, filters above
// a list, and the message of a tab whose records failed to load. A module of their own, so the
// page and its tabs import them without importing each other.

import { styled } from '@linaria/react'
import { colors } from '../ui/theme.ts'

/** A definition list of label and value rows, shared by the tabs. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`

/** The message of a tab whose records failed to load. */
export const LoadProblem = styled.p`
  color: ${colors.danger} !important;
`

/** A form of a few fields, one under another. */
export const Preferences = styled.form`
  display: grid;
  gap: 12px;
  max-width: 420px;
  label {
    color: ${colors.text};
  }
`

/** Filters above a list: side by side where they fit. */
export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px;
  margin-bottom: 12px;
`
