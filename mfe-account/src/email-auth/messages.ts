// docs/screens.md §8, earlier auth.
export const EMAIL_AUTH_MESSAGES = {
  loginSuccess: 'Login successful!',
  signupSuccess: 'Sign up successful!',
  loginFailed: 'Error logging in, please check your credentials.',
  signupFailed: 'Error signing up, please try again.',
  mismatch: 'Passwords do not match',
  passwordMissing: 'Please enter a password',
  unexpected: 'An error occurred. Please try again later.',
} as const;
