// The spec's texts (§5, §8) for the phone and OTP forms, written once so tests and forms agree.
export const MESSAGES = {
  phoneIncomplete: 'Phone number must be 10 digits',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'Please enter your name',
  loginOtpMissing: 'Please enter the OTP',
  registerOtpInvalid: 'Please enter a valid OTP',
  otpSent: 'OTP Sent Successfully',
  otpSendFailed: 'Failed to send OTP, please try again',
  unexpected: 'An error occurred. Please try again later.',
  loginFailed: 'Login Failed: Invalid Credentials',
  loginSuccess: 'Login Successful',
  registerFailed: 'Failed to register, please try again',
  registerSuccess: 'Registration Successful, please login',
  alreadyRegistered: 'This phone number is already registered, please login',
  wrongOtp: 'Invalid OTP',
  expiredOtp: 'OTP expired, please request a new one',
  tooManyTries: 'Too many attempts, please try again later.',
} as const;

export const OTP_LENGTH = 6;
export const RESEND_SECONDS = 30;
