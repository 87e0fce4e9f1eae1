// A paragraph or list item of a policy page: its words in the page's language, with the figures the
// policies state (policy-figures.ts) and the links they make written into the message as tags
// (`see our <returns>Payment & Return Policies</returns>`).
import { formatINR, FLAT_SHIPPING, FREE_SHIPPING_ABOVE, SUPPORT, useLanguage, useSharedT, Words } from '@store/shared';
import { Link } from 'react-router-dom';
import { contentMessages, type ContentKey } from '../i18n/messages';
import { COMPANY_NAME, POLICY } from './policy-figures';

const LINKS = {
  privacy: <Link to="/privacy-policy" />,
  returns: <Link to="/payment-return-policies" />,
  shipping: <Link to="/shipping-options" />,
  terms: <Link to="/terms-and-conditions" />,
  contact: <Link to="/contact-us" />,
  orders: <Link to="/my-account/orders" />,
  locator: <Link to="/store-locator" />,
  // Words fills each tag with the message's words: they are the anchors' content.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  phone: <a href={SUPPORT.phoneHref} />,
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  mail: <a href={`mailto:${SUPPORT.email}`} />,
};

function usePolicyValues() {
  const language = useLanguage();
  const tShared = useSharedT();
  return {
    company: COMPANY_NAME,
    phone: SUPPORT.phone,
    email: SUPPORT.email,
    hours: tShared('support.hours'),
    codLimit: formatINR(POLICY.codLimit, language),
    freeAbove: formatINR(FREE_SHIPPING_ABOVE, language),
    flat: formatINR(FLAT_SHIPPING, language),
    cardDigits: POLICY.cardDigits,
    cvvDigits: POLICY.cvvDigits,
    cancelDays: POLICY.cancellationWindowDays,
    deduction: POLICY.cancellationDeductionPercent,
    refundDays: POLICY.refundWorkingDays,
    unresponsiveDays: POLICY.unresponsiveDays,
    deliveryDays: POLICY.deliveryMinBusinessDays,
    installDays: POLICY.installationMinBusinessDays,
    minimumAge: POLICY.minimumAge,
  };
}

export function PolicyText({ i18nKey, as: Tag = 'p' }: { i18nKey: ContentKey; as?: 'p' | 'li' }) {
  return (
    <Tag>
      <Words messages={contentMessages} i18nKey={i18nKey} values={usePolicyValues()} components={LINKS} />
    </Tag>
  );
}
