// A line telling a visitor what logging in gives them, with the button that opens the login.

import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { Button } from '../ui/Button.tsx'
import { colors } from '../ui/theme.ts'
import { useLogin } from './login-context.tsx'

export function LoginNotice({ children }: { children: ReactNode }) {
  const login = useLogin()
  const { t } = useI18n()
  return (
    <Notice>
      <span>{children}</span>
      <Button type="button" variant="primary" onClick={() => login.send({ type: 'login.open' })}>
        {t('login.open')}
      </Button>
    </Notice>
  )
}

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0;
  padding: 12px;
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.muted};
`
