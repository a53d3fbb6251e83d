// Previous and next for a paged list, with where the bettor is.

import { styled } from '@linaria/react'
import { Button } from '../ui/Button.tsx'
import { colors } from '../ui/theme.ts'

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <Bar aria-label="Pages">
      <Button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Bar>
  )
}

const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
  color: ${colors.muted};
`
