// The store's category names and every other name the pages use for them (header values, home
// tiles, section titles, 'Latest' buttons). A product carries the normalised form of each name
// that should find it (products.category_tags), so a listing is one indexed array lookup.

/** Lower-case, '&' as 'and', no punctuation, each word singular: 'Air Conditioners' → 'air conditioner'. */
export function normaliseCategory(value: string): string {
  return value
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .join(' ');
}

export interface SubCategory {
  name: string;
  slug: string;
  aliases: string[];
}

export interface TopCategory {
  /** As in the header's category list (the value sent in the route), in display case. */
  name: string;
  aliases: string[];
  /** Home tile groups (ENTERTAINMENT, APPLIANCES, ...) the category belongs to. */
  groups: string[];
  subs: SubCategory[];
}

const sub = (name: string, slug: string, ...aliases: string[]): SubCategory => ({ name, slug, aliases });

export const TAXONOMY: TopCategory[] = [
  {
    name: 'Mobile & Tab',
    aliases: ['mobile', 'mobiles', 'mobile & tablet', 'mobiles & tablets', 'phones'],
    groups: ['digital products'],
    subs: [
      sub('Smartphones', 'smartphone', 'smartphone', 'mobile phones', 'phone', '5g phones'),
      sub('Tablets', 'tablet', 'tablet', 'tab', 'ipad'),
    ],
  },
  {
    name: 'Mobile Accessories',
    aliases: ['accessories', 'mobile accessory'],
    groups: ['digital products'],
    subs: [sub('Power Banks', 'power-bank', 'power bank'), sub('Chargers & Cables', 'charger', 'charger', 'cable', 'chargers')],
  },
  {
    name: 'Computer & Laptop',
    aliases: ['computer', 'computers', 'laptops & computers', 'computers & laptops'],
    groups: ['digital products'],
    subs: [
      sub('Laptops', 'laptop', 'laptop', 'notebook', 'gaming laptop'),
      sub('Desktops', 'desktop', 'desktop', 'all in one pc', 'pc'),
      sub('Monitors', 'monitor', 'monitor'),
    ],
  },
  {
    name: 'Computer & Laptop Accessories',
    aliases: ['computer accessories', 'laptop accessories'],
    groups: ['digital products'],
    subs: [
      sub('Printers', 'printer', 'printer'),
      sub('Keyboards & Mice', 'keyboard', 'keyboard', 'mouse'),
      sub('Storage Devices', 'storage', 'pen drive', 'hard disk', 'ssd', 'storage'),
      sub('Routers', 'router', 'router', 'wifi router'),
    ],
  },
  {
    name: 'TV & Home Entertainment',
    aliases: ['entertainment', 'home entertainment', 'tv & entertainment'],
    groups: ['entertainment'],
    subs: [
      sub('LED TVs', 'tv', 'tv', 'tvs', 'led tv', 'smart tv', 'television', 'televisions', 'led'),
      sub('Home Theatres', 'home-theatre', 'home theatre', 'home theater'),
      sub('Projectors', 'projector', 'projector'),
      sub('Gaming Consoles', 'gaming', 'digital game & accessories', 'digital games', 'gaming', 'gaming console', 'game'),
    ],
  },
  {
    name: 'Kitchen Appliances',
    aliases: ['kitchen', 'kitchen appliance'],
    groups: ['kitchen appliances', 'appliances'],
    subs: [
      sub('Microwave Ovens', 'microwave', 'microwave', 'microwave oven', 'oven', 'otg'),
      sub('Mixer Grinders', 'mixer-grinder', 'mixer grinder', 'mixer', 'grinder', 'juicer mixer grinder'),
      sub('Kitchen Chimneys', 'chimney', 'kitchen chimney', 'chimney'),
      sub('Induction Cooktops', 'induction', 'induction', 'induction cooktop'),
      sub('Electric Kettles', 'kettle', 'kettle', 'electric kettle'),
      sub('Water Purifiers', 'water-purifier', 'water purifier', 'ro water purifier'),
      sub('Air Fryers', 'air-fryer', 'air fryer'),
    ],
  },
  {
    name: 'Home Appliances',
    aliases: ['appliances', 'large appliances', 'home appliance'],
    groups: ['appliances'],
    subs: [
      // 'Split AC', 'Window AC' and 'Inverter AC' are each product's own tags (seed/product-templates.ts).
      sub('Air Conditioners', 'ac', 'ac', 'air conditioner'),
      sub('Washing Machines', 'washing-machine', 'washing machine', 'washer'),
      sub('Air Coolers', 'cooler', 'cooler', 'air cooler'),
      sub('Fans', 'fan', 'fan', 'ceiling fan'),
      sub('Water Heaters', 'geyser', 'geyser', 'water heater'),
      sub('Vacuum Cleaners', 'vacuum', 'vacuum cleaner'),
    ],
  },
  {
    name: 'Refrigerators',
    aliases: ['refrigerator', 'fridge', 'fridges'],
    groups: ['appliances'],
    subs: [
      sub('Single Door Refrigerators', 'fridge-single', 'single door refrigerator'),
      sub('Double Door Refrigerators', 'fridge-double', 'double door refrigerator', 'frost free refrigerator'),
      sub('Side by Side Refrigerators', 'fridge-sbs', 'side by side refrigerator'),
    ],
  },
  {
    name: 'Audio',
    aliases: ['audio & video', 'music'],
    groups: ['entertainment'],
    subs: [
      sub('Bluetooth Speakers', 'speaker', 'bluetooth speaker', 'speaker', 'portable speaker'),
      sub('Headphones', 'headphone', 'headphone', 'headset', 'earphone'),
      sub('True Wireless Earbuds', 'earbuds', 'earbud', 'earbuds', 'tws'),
      sub('Soundbars', 'soundbar', 'soundbar', 'sound bar'),
    ],
  },
  {
    name: 'Camera',
    aliases: ['cameras', 'cameras & accessories', 'camera & accessories'],
    groups: ['digital products'],
    subs: [
      sub('DSLR Cameras', 'dslr', 'dslr', 'dslr camera'),
      sub('Mirrorless Cameras', 'mirrorless', 'mirrorless camera'),
      sub('Action Cameras', 'action-camera', 'action camera'),
      sub('Camera Accessories', 'camera-accessory', 'camera accessory', 'lens', 'tripod'),
    ],
  },
  {
    name: 'Lifestyle Products',
    aliases: ['lifestyle', 'personal care', 'wearables', 'grooming'],
    groups: ['lifestyle products'],
    subs: [
      sub('Smart Watches', 'smartwatch', 'smart watch', 'smartwatch', 'wearable'),
      sub('Trimmers', 'trimmer', 'trimmer', 'shaver'),
      sub('Hair Dryers', 'hair-dryer', 'hair dryer'),
    ],
  },
];

/** The normalised names under which a product of this top/sub category is listed. */
export function categoryTags(top: TopCategory, subCategory: SubCategory): string[] {
  const names = [top.name, ...top.aliases, ...top.groups, subCategory.name, ...subCategory.aliases];
  return [...new Set(names.map(normaliseCategory))];
}
