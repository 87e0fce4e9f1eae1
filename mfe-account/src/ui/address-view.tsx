import type { Address } from '@store/shared';

/** An address as it is written on a parcel. */
export function AddressView({ address }: { address: Partial<Address> }) {
  const lines = [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company_name,
    address.gstin ? `GSTIN: ${address.gstin}` : '',
    [address.apartment, address.street_address].filter(Boolean).join(', '),
    address.landmark ? `Landmark: ${address.landmark}` : '',
    [address.city, address.state, address.pincode].filter(Boolean).join(', '),
    address.country_region ?? 'India',
    address.phone ? `Phone: ${address.phone}` : '',
    address.email ? `E-mail: ${address.email}` : '',
  ].filter((line): line is string => Boolean(line));
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
