// The fixed content of the home page (docs/screens.md §2 Home page), in English: home-words.ts gives
// its words in the page's language. Image paths are relative to the image prefix (imageUrl); a
// missing file shows a labelled tile instead.
import { categoryLabel } from '@store/shared';

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface Tile {
  label: string;
  /** Value routed to /category/{category}. */
  category: string;
  image: string;
}

const tile = (label: string, category = label): Tile => ({ label, category, image: `categories/${slug(category)}.webp` });

/** Category image slider: 9 tiles routed in the spec's order and spelling ('Mobile & TAB'), each
 *  showing the category's proper name ('Mobile & Tab'). */
export const SLIDER_CATEGORIES: Tile[] = [
  'Air Conditioners',
  'cooler',
  'Mobile & TAB',
  'TV',
  'microwave',
  'camera',
  'computer & laptop',
  'bluetooth speaker',
  'mixer grinder',
].map((name) => tile(categoryLabel(name), name));

/** The 30 popular brands, in the order of the api's seed (the brand strip's brands lead). */
export const POPULAR_BRANDS: string[] = [
  'Apple',
  'Vivo',
  'Samsung',
  'HP',
  'Bosch',
  'LG',
  'Sony',
  'Daikin',
  'Hitachi',
  'Haier',
  'Carrier',
  'Godrej',
  'Whirlpool',
  'IFB',
  'Oppo',
  'Xiaomi',
  'OnePlus',
  'Realme',
  'Dell',
  'Lenovo',
  'Asus',
  'Panasonic',
  'Voltas',
  'Blue Star',
  'Philips',
  'Bajaj',
  'Prestige',
  'Canon',
  'JBL',
  'boAt',
];

export const BRAND_STRIP: string[] = [
  'Apple',
  'Vivo',
  'Samsung',
  'HP',
  'Bosch',
  'LG',
  'Sony',
  'Daikin',
  'Hitachi',
  'Haier',
  'Carrier',
];

export const brandLogo = (brand: string) => `brands/${slug(brand)}.webp`;

export interface TileGroup {
  title: string;
  tiles: Tile[];
}

export const TILE_GROUPS: TileGroup[] = [
  { title: 'ENTERTAINMENT', tiles: [tile('TV'), tile('Home Theatre'), tile('Soundbar'), tile('Bluetooth Speaker')] },
  { title: 'APPLIANCES', tiles: [tile('Air Conditioners'), tile('Refrigerators'), tile('Washing Machine'), tile('Cooler')] },
  { title: 'DIGITAL PRODUCTS', tiles: [tile('Mobile'), tile('Laptop'), tile('Tablet'), tile('Camera')] },
  {
    title: 'KITCHEN APPLIANCES',
    tiles: [tile('Microwave'), tile('Mixer Grinder'), tile('Kitchen Chimney'), tile('Induction Cooktop')],
  },
  { title: 'LIFESTYLE PRODUCTS', tiles: [tile('Smart Watch'), tile('Headphones'), tile('Trimmer'), tile('Hair Dryer')] },
];

export const LATEST_CATEGORY = 'LATEST ELECTRONICS PRODUCTS';

export const LATEST_BUTTONS: Array<{ label: string; category: string }> = [
  { label: 'Mobile & Tab', category: 'mobile & tab' },
  { label: 'Digital Game & Accessories', category: 'digital game & accessories' },
  { label: 'Computer & Laptop', category: 'computer & laptop' },
  { label: 'Cameras & Accessories', category: 'cameras & accessories' },
  { label: 'TV & Home Entertainment', category: 'tv & home entertainment' },
  { label: 'Audio', category: 'audio' },
];

/** The ten category sections: title sent to fetchHomePagemodels, value for View All. */
export const HOME_SECTIONS: Array<{ title: string; category: string }> = [
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
].map((title) => ({ title, category: title.toLowerCase() }));

export const BEST_SELLERS: Array<{ term: string; image: string }> = [
  'Godrej AC',
  'Whirlpool Refrigerator',
  'LG TV',
  'Samsung Washing Machine',
  'IFB Microwave Oven',
].map((term) => ({ term, image: `banners/best-seller-${slug(term)}.webp` }));

export const EMI_BANNER = { image: 'banners/no-cost-emi.webp', alt: 'No Cost EMI Offer on credit and debit cards' };

export const PROMO_ROW: Array<{ category: string; image: string; alt: string }> = [
  { category: 'Mobile', image: 'banners/promo-mobile.webp', alt: 'Latest smartphones' },
  { category: 'TV', image: 'banners/promo-tv.webp', alt: 'Smart TVs for every room' },
  { category: 'Laptop', image: 'banners/promo-laptop.webp', alt: 'Laptops for work and study' },
];

export interface PromoVideo {
  id: string;
  title: string;
  /** Id on the video service (placeholders until marketing supplies the real ones). */
  videoId: string;
  /** The category tile drawn on the store's poster (images/categories/<topic>.webp). */
  topic: string;
}

export const VIDEOS: PromoVideo[] = [
  { id: 'v1', title: 'Summer cooling: choosing the right AC', videoId: 'aqz-KE-bpKQ', topic: 'air-conditioners' },
  { id: 'v2', title: 'Smart TV buying guide', videoId: 'eRsGyueVLvQ', topic: 'tv' },
  { id: 'v3', title: 'Kitchen appliances that save time', videoId: 'R6MlUcmOul8', topic: 'mixer-grinder' },
];
