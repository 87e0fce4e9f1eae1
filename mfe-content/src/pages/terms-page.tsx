import { useContentT } from '../i18n/messages';
import { PAGE_HEADS } from '../page-heads/page-heads';
import { PolicyPage, type PolicySection } from './policy-page';
import { PolicyText } from './policy-text';

export function TermsPage() {
  const t = useContentT();
  const sections: PolicySection[] = [
    {
      id: 'acceptance',
      title: t('terms.acceptance.title'),
      body: <PolicyText i18nKey="terms.acceptance.text" />,
    },
    {
      id: 'eligibility',
      title: t('terms.eligibility.title'),
      body: <PolicyText i18nKey="terms.eligibility.text" />,
    },
    {
      id: 'account',
      title: t('terms.account.title'),
      body: <PolicyText i18nKey="terms.account.text" />,
    },
    {
      id: 'products-prices',
      title: t('terms.productsPrices.title'),
      body: (
        <>
          <PolicyText i18nKey="terms.productsPrices.descriptions" />
          <PolicyText i18nKey="terms.productsPrices.mistakes" />
        </>
      ),
    },
    {
      id: 'orders',
      title: t('terms.orders.title'),
      body: (
        <>
          <ul>
            <PolicyText as="li" i18nKey="terms.orders.confirmed" />
            <PolicyText as="li" i18nKey="terms.orders.noChanges" />
            <PolicyText as="li" i18nKey="terms.orders.shipped" />
            <PolicyText as="li" i18nKey="terms.orders.unreachable" />
          </ul>
        </>
      ),
    },
    {
      id: 'payment',
      title: t('terms.payment.title'),
      body: (
        <>
          <ul>
            <PolicyText as="li" i18nKey="terms.payment.accepted" />
            <PolicyText as="li" i18nKey="terms.payment.card" />
            <PolicyText as="li" i18nKey="terms.payment.cod" />
          </ul>
        </>
      ),
    },
    {
      id: 'delivery',
      title: t('terms.delivery.title'),
      body: <PolicyText i18nKey="terms.delivery.text" />,
    },
    {
      id: 'cancellation',
      title: t('terms.cancellation.title'),
      body: <PolicyText i18nKey="terms.cancellation.text" />,
    },
    {
      id: 'warranty',
      title: t('terms.warranty.title'),
      body: <PolicyText i18nKey="terms.warranty.text" />,
    },
    {
      id: 'personal-use',
      title: t('terms.personalUse.title'),
      body: <PolicyText i18nKey="terms.personalUse.text" />,
    },
    {
      id: 'liability',
      title: t('terms.liability.title'),
      body: <PolicyText i18nKey="terms.liability.text" />,
    },
    {
      id: 'law',
      title: t('terms.law.title'),
      body: <PolicyText i18nKey="terms.law.text" />,
    },
    {
      id: 'contact',
      title: t('terms.contact.title'),
      body: <PolicyText i18nKey="terms.contact.text" />,
    },
  ];
  return <PolicyPage head={PAGE_HEADS.terms} intro={<PolicyText i18nKey="terms.intro" />} sections={sections} />;
}
