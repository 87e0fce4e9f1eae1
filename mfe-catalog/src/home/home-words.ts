// The home page's fixed words (home-content.ts keeps them in English, the spec's wording) in the
// page's language, by their English text; a text not here shows as it is.
import { useCallback } from 'react';
import { useCatalogT } from '../i18n/messages';

const HOME_WORDS = {
  ENTERTAINMENT: 'home.group.entertainment',
  APPLIANCES: 'home.group.appliances',
  'DIGITAL PRODUCTS': 'home.group.digital',
  'KITCHEN APPLIANCES': 'home.group.kitchen',
  'LIFESTYLE PRODUCTS': 'home.group.lifestyle',
  TV: 'home.tile.tv',
  'Home Theatre': 'home.tile.homeTheatre',
  Soundbar: 'home.tile.soundbar',
  'Bluetooth Speaker': 'home.tile.bluetoothSpeaker',
  'Air Conditioners': 'home.tile.airConditioners',
  Refrigerators: 'home.tile.refrigerators',
  'Washing Machine': 'home.tile.washingMachine',
  Cooler: 'home.tile.cooler',
  Mobile: 'home.tile.mobile',
  Laptop: 'home.tile.laptop',
  Tablet: 'home.tile.tablet',
  Camera: 'home.tile.camera',
  Microwave: 'home.tile.microwave',
  'Mixer Grinder': 'home.tile.mixerGrinder',
  'Kitchen Chimney': 'home.tile.kitchenChimney',
  'Induction Cooktop': 'home.tile.inductionCooktop',
  'Smart Watch': 'home.tile.smartWatch',
  Headphones: 'home.tile.headphones',
  Trimmer: 'home.tile.trimmer',
  'Hair Dryer': 'home.tile.hairDryer',
  'Mobile & Tab': 'home.tile.mobileTab',
  'Computer & Laptop': 'home.tile.computerLaptop',
  'Digital Game & Accessories': 'home.tile.digitalGame',
  'Cameras & Accessories': 'home.tile.camerasAccessories',
  'TV & Home Entertainment': 'home.tile.tvHome',
  Audio: 'home.tile.audio',
  'MOBILE & TAB': 'home.section.mobileTab',
  'COMPUTER & LAPTOP': 'home.section.computerLaptop',
  AUDIO: 'home.section.audio',
  'AIR CONDITIONER': 'home.section.airConditioner',
  REFRIGERATOR: 'home.section.refrigerator',
  'TV & HOME ENTERTAINMENT': 'home.section.tvHome',
  'WASHING MACHINE': 'home.section.washingMachine',
  'MICROWAVE OVENS': 'home.section.microwaveOvens',
  'KITCHEN CHIMNEY': 'home.section.kitchenChimney',
  'MIXER GRINDER': 'home.section.mixerGrinder',
  'Godrej AC': 'home.bestSeller.godrejAc',
  'Whirlpool Refrigerator': 'home.bestSeller.whirlpoolRefrigerator',
  'LG TV': 'home.bestSeller.lgTv',
  'Samsung Washing Machine': 'home.bestSeller.samsungWashingMachine',
  'IFB Microwave Oven': 'home.bestSeller.ifbMicrowave',
  'No Cost EMI Offer on credit and debit cards': 'home.banner.emi',
  'Latest smartphones': 'home.banner.mobile',
  'Smart TVs for every room': 'home.banner.tv',
  'Laptops for work and study': 'home.banner.laptop',
  'Summer cooling: choosing the right AC': 'home.video.ac',
  'Smart TV buying guide': 'home.video.tv',
  'Kitchen appliances that save time': 'home.video.kitchen',
} as const;

export function useHomeWord(): (text: string) => string {
  const t = useCatalogT();
  return useCallback(
    (text: string) => (Object.hasOwn(HOME_WORDS, text) ? t(HOME_WORDS[text as keyof typeof HOME_WORDS]) : text),
    [t],
  );
}
