// The api answers in English, word for word as api/CALLS.md and docs/screens.md write it (its texts
// are contracts); a section shows a known answer in the page's language through this table, and an
// unknown one as it came. One way for every section: the api keeps one language.
import { useCallback } from 'react';
import { useSharedT } from './messages';

const SERVER_TEXTS = {
  'An error occurred. Please try again later.': 'server.generic',
  'Please enter a valid email address': 'server.email',
  'Please enter a valid 10-digit phone number': 'server.phone',
  'Please enter a valid 6-digit pincode': 'server.pincode',
  'Please enter a valid 15-character GSTIN': 'server.gstin',
  'Please enter your name': 'server.name',
  'Please enter a password': 'server.password',
  'Please enter the OTP': 'server.otpBlank',
  'Please enter a valid OTP': 'server.otpInvalidFormat',
  'Please enter a valid coupon code.': 'server.couponEmpty',
  'Invalid coupon code!': 'server.couponInvalid',
  'Coupon no longer valid!': 'server.couponExpired',
  'Cart is empty': 'server.cartEmpty',
  'Delivery is available in your area': 'server.deliveryAvailable',
  'Delivery is not available in your area': 'server.deliveryUnavailable',
  'OTP Sent Successfully': 'server.otpSent',
  'An OTP was just sent': 'server.otpJustSent',
  'Failed to send OTP, please try again': 'server.otpSendFailed',
  'Invalid OTP': 'server.otpWrong',
  'OTP expired, please request a new one': 'server.otpExpired',
  'Too many wrong OTPs, please request a new one': 'server.otpTooManyWrong',
  'Too many OTPs requested for this phone': 'server.otpTooManyPhone',
  'Too many OTPs requested from this address': 'server.otpTooManyAddress',
  'Login Successful': 'server.loginSuccessful',
  'Login successful!': 'server.loginSuccessfulEmail',
  'Login Failed: Invalid Credentials': 'server.loginFailed',
  'Error logging in, please check your credentials.': 'server.loginError',
  'Registration Successful, please login': 'server.registered',
  'Sign up successful!': 'server.signedUp',
  'This phone number is already registered, please login': 'server.phoneRegistered',
  'An account with this e-mail already exists': 'server.emailRegistered',
  'Logged out successfully': 'server.loggedOut',
  'Session expired, please log in again': 'server.sessionExpired',
  'Address saved successfully': 'server.addressSaved',
  'No order found with that number and e-mail': 'server.orderNotFoundByEmail',
  'Order not found': 'server.orderNotFound',
  'This order can no longer be paid, please place it again': 'server.orderUnpayable',
  'This order has expired, please place it again': 'server.orderExpired',
  'This order is already paid': 'server.orderPaid',
  'Phone number must be 10 digits': 'server.phoneIncomplete',
  'Failed to register, please try again': 'server.registerFailed',
  'Too many attempts, please try again later.': 'server.tooManyTries',
} as const;

// The api's answers that name a product or a figure: their words, with the names and figures kept.
const SERVER_PATTERNS: ReadonlyArray<(text: string, t: ReturnType<typeof useSharedT>) => string | null> = [
  (text, t) => {
    const match = /^Not enough (.+) in stock for this order$/.exec(text);
    return match ? t('server.notEnoughStock', { name: match[1] }) : null;
  },
  (text, t) => {
    const match = /^At most (\d+) of (.+) per shopper; please lower the quantity$/.exec(text);
    return match ? t('server.perShopperLimit', { most: match[1], name: match[2] }) : null;
  },
  (text, t) => {
    const match = /^At most (\d+) of one product per order$/.exec(text);
    return match ? t('server.perOrderLimit', { most: match[1] }) : null;
  },
  (text, t) => {
    const match = /^A cart can hold at most (\d+) lines$/.exec(text);
    return match ? t('server.cartLines', { most: match[1] }) : null;
  },
];

type ServerKey = (typeof SERVER_TEXTS)[keyof typeof SERVER_TEXTS];

/** The key of a known api text, for tests and callers that keep keys. */
export function serverTextKey(text: string): ServerKey | undefined {
  return (SERVER_TEXTS as Record<string, ServerKey>)[text.trim()];
}

/** Shows an api text in the page's language when it is a known one; any other text as it came. */
export function useServerText(): (text: string) => string {
  const t = useSharedT();
  return useCallback(
    (text: string) => {
      const key = serverTextKey(text);
      if (key) return t(key);
      for (const words of SERVER_PATTERNS) {
        const shown = words(text.trim(), t);
        if (shown !== null) return shown;
      }
      return text;
    },
    [t],
  );
}
