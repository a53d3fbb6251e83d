// What went wrong at a login step, in the bettor's words, on the form it happened at: a wrong
// password, code or answer, a code asked for too early with the wait left, a lock with its end.

import { styled } from '@linaria/react'
import type { LoginProblem } from '../../domain/errors/login-problem.ts'
import type { MessageKey } from '../i18n/en/index.ts'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { colors } from '../ui/theme.ts'

const messages: Record<LoginProblem['kind'], MessageKey> = {
  'wrong-password': 'login.problem.wrongPassword',
  'account-locked': 'login.problem.accountLocked',
  'wrong-code': 'login.problem.wrongCode',
  'expired-code': 'login.problem.expiredCode',
  'wrong-answer': 'login.problem.wrongAnswer',
  'too-early': 'login.problem.tooEarly',
  locked: 'login.problem.lockedUntil',
}

/** Minutes and seconds, as the resend countdown shows them (4:05). */
export const countdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

export function LoginProblemLine({ problem }: { problem: LoginProblem | undefined }) {
  const { t, format } = useI18n()
  if (!problem) return null
  const time =
    problem.kind === 'too-early'
      ? countdown(problem.secondsLeft)
      : problem.kind === 'locked'
        ? format.time(problem.until)
        : undefined
  return (
    <Line role="alert" data-testid="login-problem">
      {t(messages[problem.kind], time === undefined ? undefined : { time })}
    </Line>
  )
}

const Line = styled.p`
  color: ${colors.danger};
`
