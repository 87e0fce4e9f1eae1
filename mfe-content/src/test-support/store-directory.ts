// A small store-locator answer the store locator's tests share.
import type { StoreDirectory } from '@store/shared';

export const testDirectory: StoreDirectory = {
  'West Bengal': {
    Kolkata: {
      '700016': [
        {
          name: 'Park Street Showroom',
          url: 'stores/park-street.jpg',
          phone: '+91 33 4050 1987',
          address: '14 Park Street, Kolkata 700016',
          google_location: 'https://maps.google.com/?q=Park+Street+Kolkata',
        },
      ],
      '700091': [
        {
          name: 'Salt Lake Showroom',
          url: 'stores/salt-lake.jpg',
          phone: '033 2358 1100',
          address: 'DN Block, Sector V, Salt Lake, Kolkata 700091',
          google_location: 'https://maps.google.com/?q=Salt+Lake',
        },
      ],
    },
    Siliguri: {
      '734001': [
        {
          name: 'Hill Cart Road Showroom',
          url: 'stores/siliguri.jpg',
          phone: '0353 250 0101',
          address: 'Hill Cart Road, Siliguri 734001',
          google_location: 'https://maps.google.com/?q=Siliguri',
        },
      ],
    },
  },
  Jharkhand: {
    Ranchi: {
      '834001': [
        {
          name: 'Main Road Showroom',
          url: 'stores/ranchi.jpg',
          phone: '0651 220 0202',
          address: 'Main Road, Ranchi 834001',
          google_location: 'https://maps.google.com/?q=Ranchi',
        },
      ],
    },
  },
};
