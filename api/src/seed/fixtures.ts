// Everything of the seed that is not a product: coupons, delivery areas, stores, banners, home
// sections and the seed shoppers.
import { normaliseCategory } from '../modules/catalog/category-names.js';

export const COUPONS = [
  {
    code: 'WELCOME10',
    kind: 'percent' as const,
    amountPaise: null,
    percent: '10',
    validFrom: new Date('2020-01-01T00:00:00Z'),
    validTo: null,
  },
  {
    code: 'FLAT500',
    kind: 'flat' as const,
    amountPaise: 50_000,
    percent: null,
    validFrom: new Date('2020-01-01T00:00:00Z'),
    validTo: null,
  },
  {
    code: 'EXPIRED2020',
    kind: 'percent' as const,
    amountPaise: null,
    percent: '20',
    validFrom: new Date('2020-01-01T00:00:00Z'),
    validTo: new Date('2020-12-31T23:59:59Z'),
  },
];

/** West Bengal is served; the other states the chain has stores in are not (spec: delivery in West Bengal only). */
export const PINCODE_RANGES = [
  { firstPincode: 700001, lastPincode: 743999, state: 'West Bengal', serviceable: true },
  { firstPincode: 110001, lastPincode: 110099, state: 'Delhi', serviceable: false },
  { firstPincode: 121001, lastPincode: 136156, state: 'Haryana', serviceable: false },
  { firstPincode: 201001, lastPincode: 285223, state: 'Uttar Pradesh', serviceable: false },
  { firstPincode: 301001, lastPincode: 345034, state: 'Rajasthan', serviceable: false },
  { firstPincode: 814101, lastPincode: 835325, state: 'Jharkhand', serviceable: false },
];

const STORE_AREAS: Array<[state: string, area: string, pincode: string, count: number]> = [
  ['West Bengal', 'Kolkata', '700016', 2],
  ['West Bengal', 'Kolkata', '700019', 2],
  ['West Bengal', 'Kolkata', '700029', 1],
  ['West Bengal', 'Kolkata', '700034', 1],
  ['West Bengal', 'Kolkata', '700053', 1],
  ['West Bengal', 'Salt Lake', '700091', 2],
  ['West Bengal', 'Salt Lake', '700064', 1],
  ['West Bengal', 'Dum Dum', '700028', 1],
  ['West Bengal', 'Dum Dum', '700074', 1],
  ['West Bengal', 'Howrah', '711101', 2],
  ['West Bengal', 'Howrah', '711106', 1],
  ['West Bengal', 'Barasat', '700124', 1],
  ['West Bengal', 'Barrackpore', '700120', 1],
  ['West Bengal', 'Durgapur', '713216', 2],
  ['West Bengal', 'Asansol', '713301', 2],
  ['West Bengal', 'Bardhaman', '713101', 1],
  ['West Bengal', 'Siliguri', '734001', 2],
  ['West Bengal', 'Siliguri', '734005', 1],
  ['West Bengal', 'Kharagpur', '721301', 1],
  ['West Bengal', 'Haldia', '721602', 1],
  ['West Bengal', 'Kalyani', '741235', 1],
  ['West Bengal', 'Krishnanagar', '741101', 1],
  ['West Bengal', 'Malda', '732101', 1],
  ['West Bengal', 'Bankura', '722101', 1],
  ['West Bengal', 'Serampore', '712201', 1],
  ['West Bengal', 'Chinsurah', '712101', 1],
  ['Jharkhand', 'Ranchi', '834001', 2],
  ['Jharkhand', 'Jamshedpur', '831001', 2],
  ['Jharkhand', 'Dhanbad', '826001', 1],
  ['Jharkhand', 'Bokaro', '827004', 1],
  ['Uttar Pradesh', 'Lucknow', '226001', 2],
  ['Uttar Pradesh', 'Kanpur', '208001', 1],
  ['Uttar Pradesh', 'Varanasi', '221001', 1],
  ['Uttar Pradesh', 'Noida', '201301', 1],
  ['Rajasthan', 'Jaipur', '302001', 2],
  ['Rajasthan', 'Jodhpur', '342001', 1],
  ['Rajasthan', 'Udaipur', '313001', 1],
  ['Haryana', 'Gurugram', '122001', 1],
  ['Haryana', 'Faridabad', '121001', 1],
];

const LOCALITIES = ['Main Road', 'City Centre', 'Station Road', 'Market Complex', 'Highway Crossing'];

export function storeRows() {
  return STORE_AREAS.flatMap(([state, area, pincode, count]) =>
    Array.from({ length: count }, (_, n) => {
      const locality = LOCALITIES[(Number(pincode) + n) % LOCALITIES.length]!;
      const name = `${area} ${locality} Showroom`;
      const address = `${10 + ((Number(pincode) + n * 7) % 180)}, ${locality}, ${area}, ${state} ${pincode}`;
      return {
        name,
        url: `/store-locator#${pincode}-${n + 1}`,
        phone: `+91 ${33 + (Number(pincode) % 60)}${String(40000000 + ((Number(pincode) * (n + 3)) % 9999999)).slice(0, 8)}`,
        address,
        googleLocation: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
        image: `stores/${pincode}-${n + 1}.webp`,
        state,
        area,
        pincode,
      };
    }),
  );
}

export const HOME_SECTION_TITLES = [
  'MOBILE & TAB',
  'COMPUTER & LAPTOP',
  'AUDIO',
  'AIR CONDITIONER',
  'REFRIGERATOR',
  'TV & HOME ENTERTAINMENT',
  'WASHING MACHINE',
  'MICROWAVE OVENS',
  'KITCHEN CHIMNEY',
  'MIXER GRINDER',
];

export function homeSectionRows() {
  return [
    { title: 'LATEST ELECTRONICS PRODUCTS', position: 0, kind: 'latest' as const, categoryTag: null, maxItems: 12 },
    ...HOME_SECTION_TITLES.map((title, index) => ({
      title,
      position: index + 1,
      kind: 'category' as const,
      categoryTag: normaliseCategory(title),
      maxItems: 12,
    })),
  ];
}

/** Banners: field Categories opens a listing, Model a product, anything else a search. */
export function sliderRows(featuredModelKey: string) {
  const banners = [
    { slug: 'summer-cooling', field: 'Categories', value: 'Air Conditioners' },
    { slug: 'smartphone-fest', field: 'Categories', value: 'mobile & tab' },
    { slug: 'featured-deal', field: 'Model', value: featuredModelKey },
    { slug: 'big-screen-tv', field: 'Search', value: 'LG TV' },
    { slug: 'kitchen-week', field: 'Categories', value: 'kitchen appliances' },
  ];
  return (['desktop', 'mobile'] as const).flatMap((device) =>
    banners.map((banner, position) => ({
      device,
      position,
      imagePath: `banners/${device}/${position + 1}-${banner.slug}.webp`,
      field: banner.field,
      value: banner.value,
    })),
  );
}

export const DEMO_SHOPPER = {
  name: 'Demo Shopper',
  firstName: 'Demo',
  lastName: 'Shopper',
  phone: '9830012345',
  email: 'demo.shopper@example.com',
};

const REVIEWER_NAMES = [
  ['Arijit', 'Sen'],
  ['Priya', 'Banerjee'],
  ['Rahul', 'Das'],
  ['Sneha', 'Ghosh'],
  ['Amit', 'Chatterjee'],
  ['Pooja', 'Mukherjee'],
  ['Sourav', 'Roy'],
  ['Ananya', 'Bose'],
] as const;

export function seedUserRows() {
  return [
    DEMO_SHOPPER,
    ...REVIEWER_NAMES.map(([first, last], index) => ({
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      phone: `98300000${String(index + 10)}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
    })),
  ];
}

/** Review words by star rating, so a 5-star review never complains and a 2-star one never gushes. */
export const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'Excellent quality, very happy with the purchase.',
    'The staff explained every feature. Recommended.',
    'Delivered a day early by the Kolkata store and works perfectly.',
  ],
  4: [
    'Value for money. Delivered on time by the Kolkata store.',
    'Good product, installation was done the next day.',
    'Works well. Packaging could have been a little better.',
  ],
  3: ['Works as described, nothing special for the price.', 'Decent, but the price was lower during the festive sale.'],
  2: ['Delivery took a week longer than promised.', 'Average build quality; the service visit had to be rescheduled twice.'],
};

/** A seed review's rating and words: mostly 4 and 5 stars, as on a shop's real listings. */
export function seedReview(rng: { pick<T>(items: readonly T[]): T }): { rating: number; reviewText: string } {
  const rating = rng.pick([3, 4, 4, 5, 5, 2]);
  return { rating, reviewText: rng.pick(REVIEW_TEXTS[rating]!) };
}
