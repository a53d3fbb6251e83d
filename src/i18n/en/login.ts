// The messages of src/login/.

export const login = {
  'login.open': 'Log in',
  'login.title': 'Log in',
  'login.close': 'Close',
  'login.checking': 'Checking…',
  'login.confirm': 'Confirm',

  'login.credentials.username': 'Username',
  'login.credentials.password': 'Password',
  'login.credentials.showPassword': 'Show',
  'login.credentials.hidePassword': 'Hide',
  'login.credentials.rememberMe': 'Remember me',
  'login.credentials.submit': 'Log in',
  'login.credentials.submitting': 'Logging in…',

  'login.otp.title': 'Enter your code',
  'login.otp.sent':
    'We have sent a 6-digit code to your phone. It is valid for 30 minutes; you can ask for a new one after 5 minutes.',
  'login.otp.code': 'One-time code',
  'login.otp.resend': 'Request New OTP',
  'login.otp.resendIn': 'Request New OTP in {time}',
  'login.otp.notSent': 'No code was sent. Ask for one with Request New OTP.',

  // What went wrong, from the server's error code (domain/errors/login-problem.ts).
  'login.problem.wrongPassword': 'The username or password is not right.',
  'login.problem.accountLocked': 'Your account is locked. Please contact customer support.',
  'login.problem.wrongCode': 'That code is not right. Check the latest SMS and try again.',
  'login.problem.expiredCode': 'That code has expired. Ask for a new one.',
  'login.problem.wrongAnswer': 'That answer is not right.',
  'login.problem.tooEarly': 'A code was sent a moment ago. Use it, or ask for a new one in {time}.',
  'login.problem.lockedUntil': 'Too many tries. You can try again at {time}.',

  // The messages under a second-factor field (domain/validation/second-factor.ts).
  'login.field.required': 'Field should be required',
  'login.field.numeric': 'Field should be numeric',
  'login.field.tooShort': 'Minimum requirement not met',
  'login.field.tooLong': 'Maximum requirement not met',

  'login.security.title': 'Security question',
  'login.security.loading': 'Loading your question…',
  'login.security.answer': 'Your answer',

  'login.terms.title': 'Our terms have changed',
  'login.terms.body': 'Please read the new terms and conditions and accept them to continue.',
  'login.terms.read': 'Read the terms and conditions',
  'login.terms.accept': 'Accept and continue',
  'login.terms.accepting': 'Accepting…',
} as const
