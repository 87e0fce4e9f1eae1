import { useContentT } from '../i18n/messages';
import { PAGE_HEADS } from '../page-heads/page-heads';
import { PolicyPage, type PolicySection } from './policy-page';
import { PolicyText } from './policy-text';

export function PrivacyPage() {
  const t = useContentT();
  const sections: PolicySection[] = [
    {
      id: 'collection',
      title: t('privacy.collection.title'),
      body: (
        <>
          <PolicyText i18nKey="privacy.collection.lead" />
          <ul>
            <PolicyText as="li" i18nKey="privacy.collection.name" />
            <PolicyText as="li" i18nKey="privacy.collection.addresses" />
            <PolicyText as="li" i18nKey="privacy.collection.orders" />
            <PolicyText as="li" i18nKey="privacy.collection.technical" />
          </ul>
          <PolicyText i18nKey="privacy.collection.cards" />
        </>
      ),
    },
    {
      id: 'profile-use',
      title: t('privacy.profileUse.title'),
      body: (
        <>
          <ul>
            <PolicyText as="li" i18nKey="privacy.profileUse.orders" />
            <PolicyText as="li" i18nKey="privacy.profileUse.identity" />
            <PolicyText as="li" i18nKey="privacy.profileUse.support" />
            <PolicyText as="li" i18nKey="privacy.profileUse.improve" />
            <PolicyText as="li" i18nKey="privacy.profileUse.fraud" />
          </ul>
        </>
      ),
    },
    {
      id: 'cookies',
      title: t('privacy.cookies.title'),
      body: <PolicyText i18nKey="privacy.cookies.text" />,
    },
    {
      id: 'sharing',
      title: t('privacy.sharing.title'),
      body: <PolicyText i18nKey="privacy.sharing.text" />,
    },
    {
      id: 'security',
      title: t('privacy.security.title'),
      body: <PolicyText i18nKey="privacy.security.text" />,
    },
    {
      id: 'other-sites',
      title: t('privacy.otherSites.title'),
      body: <PolicyText i18nKey="privacy.otherSites.text" />,
    },
    {
      id: 'delivery-confirmation',
      title: t('privacy.deliveryConfirmation.title'),
      body: <PolicyText i18nKey="privacy.deliveryConfirmation.text" />,
    },
    {
      id: 'warranty',
      title: t('privacy.warranty.title'),
      body: <PolicyText i18nKey="privacy.warranty.text" />,
    },
    {
      id: 'disclaimers',
      title: t('privacy.disclaimers.title'),
      body: <PolicyText i18nKey="privacy.disclaimers.text" />,
    },
    {
      id: 'after-sales',
      title: t('privacy.afterSales.title'),
      body: <PolicyText i18nKey="privacy.afterSales.text" />,
    },
    {
      id: 'liability',
      title: t('privacy.liability.title'),
      body: <PolicyText i18nKey="privacy.liability.text" />,
    },
    {
      id: 'termination',
      title: t('privacy.termination.title'),
      body: <PolicyText i18nKey="privacy.termination.text" />,
    },
    {
      id: 'no-resale',
      title: t('privacy.noResale.title'),
      body: <PolicyText i18nKey="privacy.noResale.text" />,
    },
    {
      id: 'contact',
      title: t('privacy.contact.title'),
      body: <PolicyText i18nKey="privacy.contact.text" />,
    },
  ];
  return <PolicyPage head={PAGE_HEADS.privacy} intro={<PolicyText i18nKey="privacy.intro" />} sections={sections} />;
}
