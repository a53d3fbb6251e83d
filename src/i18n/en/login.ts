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
