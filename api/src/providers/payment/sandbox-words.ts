// The sandbox payment page's words in the store's three languages (docs/decisions/0015). The page is
// in the language of the store page the shopper paid from: the return address checkout gave, `/bn/…`
// or `/hi/…` (api/CALLS.md § Payment). Amounts keep Latin digits in every language.

export type SandboxLanguage = 'en' | 'bn' | 'hi';

export interface SandboxWords {
  /** `<html lang>`. */
  tag: string;
  /** The store's own face for the script (served by the edge at /fonts/, docs/decisions/0015), else the device's. */
  font?: { family: string; file: string; unicodeRange: string };
  title: (store: string) => string;
  ribbon: string;
  pay: (store: string) => string;
  secure: string;
  amount: string;
  order: string;
  /** The order's models, when its lines cannot be named. */
  items: (count: number) => string;
  note: string;
  success: string;
  failure: string;
  back: (store: string) => string;
  reference: string;
}

export const SANDBOX_WORDS: Record<SandboxLanguage, SandboxWords> = {
  en: {
    tag: 'en',
    title: (store) => `Pay ${store} · Test payment`,
    ribbon: 'Test payment page (sandbox): no money is taken and no card details are asked.',
    pay: (store) => `Pay ${store}`,
    secure: 'Secure payment for your online order',
    amount: 'Amount to pay',
    order: 'Your order',
    items: (count) => `${count} item(s) from your cart`,
    note: 'Choose how this test payment ends. A real payment page would ask for your card, UPI or net banking here.',
    success: 'Simulate success',
    failure: 'Simulate failure',
    back: (store) => `Cancel and go back to ${store}`,
    reference: 'Payment reference',
  },
  bn: {
    tag: 'bn-IN',
    font: {
      family: 'Noto Sans Bengali',
      file: '/fonts/5.3.0/noto-sans-bengali-bengali-400-normal.woff2',
      // The store's range for the script (shell/src/app/language-font-faces.ts), the danda (।) included.
      unicodeRange: 'U+0951-0952,U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC',
    },
    title: (store) => `${store}-কে পেমেন্ট · পরীক্ষামূলক পেমেন্ট`,
    ribbon: 'পরীক্ষামূলক পেমেন্ট পেজ (স্যান্ডবক্স): কোনো টাকা কাটা হবে না, কার্ডের তথ্যও চাওয়া হবে না।',
    pay: (store) => `${store}-কে পেমেন্ট করুন`,
    secure: 'আপনার অনলাইন অর্ডারের নিরাপদ পেমেন্ট',
    amount: 'পেমেন্টের পরিমাণ',
    order: 'আপনার অর্ডার',
    items: (count) => `আপনার কার্ট থেকে ${count}টি পণ্য`,
    note: 'এই পরীক্ষামূলক পেমেন্ট কীভাবে শেষ হবে, বেছে নিন। আসল পেমেন্ট পেজে এখানে আপনার কার্ড, UPI বা নেট ব্যাংকিংয়ের তথ্য চাওয়া হত।',
    success: 'সফল পেমেন্ট দেখান',
    failure: 'ব্যর্থ পেমেন্ট দেখান',
    back: (store) => `বাতিল করে ${store}-এ ফিরে যান`,
    reference: 'পেমেন্ট রেফারেন্স',
  },
  hi: {
    tag: 'hi-IN',
    font: {
      family: 'Noto Sans Devanagari',
      file: '/fonts/5.3.0/noto-sans-devanagari-devanagari-400-normal.woff2',
      unicodeRange: 'U+0900-097F,U+200C-200D,U+25CC',
    },
    title: (store) => `${store} को भुगतान · परीक्षण भुगतान`,
    ribbon: 'परीक्षण भुगतान पेज (सैंडबॉक्स): कोई पैसा नहीं कटेगा और कार्ड की जानकारी नहीं माँगी जाएगी।',
    pay: (store) => `${store} को भुगतान करें`,
    secure: 'आपके ऑनलाइन ऑर्डर का सुरक्षित भुगतान',
    amount: 'भुगतान की राशि',
    order: 'आपका ऑर्डर',
    items: (count) => `आपके कार्ट से ${count} सामान`,
    note: 'चुनें कि यह परीक्षण भुगतान कैसे पूरा हो। असली भुगतान पेज यहाँ आपके कार्ड, UPI या नेट बैंकिंग की जानकारी माँगता।',
    success: 'सफल भुगतान दिखाएँ',
    failure: 'असफल भुगतान दिखाएँ',
    back: (store) => `रद्द करें और ${store} पर लौटें`,
    reference: 'भुगतान संदर्भ',
  },
};

/** The language of a store page by its path's prefix (`/bn/success`); English when it has none or is not an address. */
export function languageOfStorePage(address: string | null | undefined): SandboxLanguage {
  if (!address) return 'en';
  try {
    const [, first] = new URL(address).pathname.split('/');
    return first === 'bn' || first === 'hi' ? first : 'en';
  } catch {
    return 'en';
  }
}
