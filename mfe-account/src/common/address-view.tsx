import type { Address } from '@store/shared';
import { useAccountT } from '../i18n/messages';

/**
 * An address as it is written on a parcel. The shopper's own words (names, street, city) are kept as
 * typed, marked translate="no"; the labels and the country (always India, docs/screens.md §3) are in
 * the page's language.
 */
export function AddressView({ address }: { address: Partial<Address> }) {
  const t = useAccountT();
  const country = address.country_region?.trim();
  const lines: Array<{ label?: string; value: string; typed: boolean }> = [
    { value: [address.first_name, address.last_name].filter(Boolean).join(' '), typed: true },
    { value: address.company_name ?? '', typed: true },
    { label: t('addressView.gstin'), value: address.gstin ?? '', typed: true },
    { value: [address.apartment, address.street_address].filter(Boolean).join(', '), typed: true },
    { label: t('addressView.landmark'), value: address.landmark ?? '', typed: true },
    { value: [address.city, address.state, address.pincode].filter(Boolean).join(', '), typed: true },
    !country || country === 'India' ? { value: t('addressView.india'), typed: false } : { value: country, typed: true },
    { label: t('addressView.phone'), value: address.phone ?? '', typed: true },
    { label: t('addressView.email'), value: address.email ?? '', typed: true },
  ];
  return (
    <address>
      {lines
        .filter((line) => Boolean(line.value))
        .map((line, index) => (
          <span key={index}>
            {line.label ? `${line.label}: ` : null}
            {line.typed ? <span translate="no">{line.value}</span> : line.value}
            <br />
          </span>
        ))}
    </address>
  );
}
