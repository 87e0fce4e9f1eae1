import { useContentT } from '../i18n/messages';
import { PAGE_HEADS } from '../page-heads/page-heads';
import { PolicyPage, type PolicySection } from './policy-page';
import { PolicyText } from './policy-text';

export function ShippingOptionsPage() {
  const t = useContentT();
  const sections: PolicySection[] = [
    {
      id: 'where',
      title: t('shipping.where.title'),
      body: <PolicyText i18nKey="shipping.where.text" />,
    },
    {
      id: 'charges',
      title: t('shipping.charges.title'),
      body: (
        <>
          <ul>
            <PolicyText as="li" i18nKey="shipping.charges.free" />
            <PolicyText as="li" i18nKey="shipping.charges.flat" />
            <PolicyText as="li" i18nKey="shipping.charges.cities" />
          </ul>
          <PolicyText i18nKey="shipping.charges.shown" />
        </>
      ),
    },
    {
      id: 'times',
      title: t('shipping.times.title'),
      body: <PolicyText i18nKey="shipping.times.text" />,
    },
    {
      id: 'installation',
      title: t('shipping.installation.title'),
      body: <PolicyText i18nKey="shipping.installation.text" />,
    },
    {
      id: 'reaching-you',
      title: t('shipping.reachingYou.title'),
      body: <PolicyText i18nKey="shipping.reachingYou.text" />,
    },
    {
      id: 'cancelling',
      title: t('shipping.cancelling.title'),
      body: <PolicyText i18nKey="shipping.cancelling.text" />,
    },
    {
      id: 'tracking',
      title: t('shipping.tracking.title'),
      body: <PolicyText i18nKey="shipping.tracking.text" />,
    },
  ];
  return <PolicyPage head={PAGE_HEADS.shippingOptions} intro={<PolicyText i18nKey="shipping.intro" />} sections={sections} />;
}
