// What an account form's status line shows, in the page's language: the section's own messages, the
// api's (through useServerText of @store/shared), and the refusals the OTP steps put together from
// them ("Invalid OTP, 2 tries left", "An OTP was just sent, please try again in 25 seconds").
import { useCallback } from 'react';
import { useLanguage, useServerText } from '@store/shared';
import { type AccountKey, useAccountT } from '../i18n/messages';

/** The section's own English messages (written once in otp/messages.ts and beside their forms), by key. */
const ACCOUNT_TEXTS: Record<string, AccountKey> = {
  'Phone number must be 10 digits': 'messages.phoneIncomplete',
  'Failed to register, please try again': 'messages.registerFailed',
  'Too many attempts': 'messages.tooManyAttempts',
  'Too many requests': 'messages.tooManyRequests',
  'Failed to save address, please try again': 'messages.addressSaveFailed',
  'Address Updated Successfully': 'messages.addressUpdated',
  'Failed to update address, please try again': 'messages.addressUpdateFailed',
  'This field is required.': 'messages.required',
  'Account details changed successfully.': 'messages.detailsSaved',
};

const WAIT = /^(.+?)[.!]?, please try again in (\d+) (second|minute)s?\.?$/;
const TRIES = /^(.+?), (\d+) tr(?:y|ies) left$/;

export function useShownText(): (text: string) => string {
  const t = useAccountT();
  const serverText = useServerText();
  const language = useLanguage();
  return useCallback(
    (text: string) => {
      // In English every text reads word for word as the api or the form wrote it.
      if (language === 'en') return text;
      const plain = (part: string) => {
        const key = ACCOUNT_TEXTS[part.trim()];
        return key ? t(key) : serverText(part);
      };
      const wait = WAIT.exec(text.trim());
      if (wait) {
        const key = wait[3] === 'minute' ? 'messages.waitMinutes' : 'messages.waitSeconds';
        return t(key, { reason: plain(wait[1]!), count: Number(wait[2]) });
      }
      const tries = TRIES.exec(text.trim());
      if (tries) return t('messages.triesLeft', { reason: plain(tries[1]!), count: Number(tries[2]) });
      return plain(text);
    },
    [t, serverText, language],
  );
}
