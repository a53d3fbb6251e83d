import type { Dictionary } from '../../en/index.ts'

export const login = {
  'login.open': 'Login',
  'login.title': 'Login',
  'login.credentials.submit': 'Login',
  'login.otp.sent':
    'We have sent a 6-digit code by SMS to your phone. It is valid for 30 minutes; you can request a new one after 5 minutes.',
  'login.otp.resend': 'Resend OTP',
  'login.otp.resendIn': 'Resend OTP in {time}',
  'login.otp.notSent': 'No code was sent. Request one with Resend OTP.',
  'login.problem.wrongPassword': 'The username or password is not correct.',
  'login.problem.accountLocked': 'Your account is locked. Please contact customer care.',
  'login.problem.wrongCode': 'That code is not correct. Check the latest SMS and try again.',
  'login.problem.expiredCode': 'That code has expired. Request a new one.',
  'login.problem.wrongAnswer': 'That answer is not correct.',
  'login.problem.tooEarly': 'A code was sent just now. Use it, or request a new one in {time}.',
  'login.problem.lockedUntil': 'Too many attempts. You can try again at {time}.',
  'login.field.required': 'This field is required',
  'login.field.numeric': 'Enter numbers only',
  'login.field.tooShort': 'Too short',
  'login.field.tooLong': 'Too long',
} satisfies Dictionary
