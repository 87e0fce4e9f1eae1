import { useContentT } from '../i18n/messages';
import { PAGE_HEADS } from '../page-heads/page-heads';
import { PolicyPage, type PolicySection } from './policy-page';
import { PolicyText } from './policy-text';

export function PaymentReturnPage() {
  const t = useContentT();
  const sections: PolicySection[] = [
    {
      id: 'ways-to-pay',
      title: t('payment.waysToPay.title'),
      body: (
        <>
          <PolicyText i18nKey="payment.waysToPay.online" />
          <ul>
            <PolicyText as="li" i18nKey="payment.waysToPay.indianCards" />
            <PolicyText as="li" i18nKey="payment.waysToPay.cardDetails" />
            <PolicyText as="li" i18nKey="payment.waysToPay.taxes" />
          </ul>
        </>
      ),
    },
    {
      id: 'cash-on-delivery',
      title: t('payment.cashOnDelivery.title'),
      body: (
        <>
          <PolicyText i18nKey="payment.cashOnDelivery.where" />
          <PolicyText i18nKey="payment.cashOnDelivery.how" />
        </>
      ),
    },
    {
      id: 'order-changes',
      title: t('payment.orderChanges.title'),
      body: (
        <>
          <PolicyText i18nKey="payment.orderChanges.none" />
          <PolicyText i18nKey="payment.orderChanges.wrongPrice" />
        </>
      ),
    },
    {
      id: 'cancellation',
      title: t('payment.cancellation.title'),
      body: (
        <>
          <ul>
            <PolicyText as="li" i18nKey="payment.cancellation.window" />
            <PolicyText as="li" i18nKey="payment.cancellation.deduction" />
            <PolicyText as="li" i18nKey="payment.cancellation.shipped" />
            <PolicyText as="li" i18nKey="payment.cancellation.unreachable" />
          </ul>
        </>
      ),
    },
    {
      id: 'refunds',
      title: t('payment.refunds.title'),
      body: <PolicyText i18nKey="payment.refunds.text" />,
    },
    {
      id: 'on-delivery',
      title: t('payment.onDelivery.title'),
      body: <PolicyText i18nKey="payment.onDelivery.text" />,
    },
    {
      id: 'warranty-returns',
      title: t('payment.warrantyReturns.title'),
      body: <PolicyText i18nKey="payment.warrantyReturns.text" />,
    },
    {
      id: 'contact',
      title: t('payment.contact.title'),
      body: <PolicyText i18nKey="payment.contact.text" />,
    },
  ];
  return <PolicyPage head={PAGE_HEADS.paymentReturn} intro={<PolicyText i18nKey="payment.intro" />} sections={sections} />;
}
