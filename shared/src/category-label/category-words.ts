// The store's categories in the page's language, keyed by the route value (lower case): the header's
// and the category menu's. A category without words here (one the catalogue adds later) reads as
// categoryLabel writes it.
import { useCallback } from 'react';
import type { HEADER_CATEGORIES } from '../constants/constants';
import { translate } from '@store/runtime';
import { sharedMessages, useSharedT } from '../i18n/messages';
import { categoryLabel } from './category-label';

type HeaderCategory = (typeof HEADER_CATEGORIES)[number];

const CATEGORY_WORDS = {
  'mobile & tab': 'category.mobileTab',
  'mobile accessories': 'category.mobileAccessories',
  'computer & laptop': 'category.computerLaptop',
  'computer & laptop accessories': 'category.computerLaptopAccessories',
  'tv & home entertainment': 'category.tvHomeEntertainment',
  'kitchen appliances': 'category.kitchenAppliances',
  'home appliances': 'category.homeAppliances',
  refrigerators: 'category.refrigerators',
  audio: 'category.audio',
  camera: 'category.camera',
  smartphones: 'category.smartphones',
  tablets: 'category.tablets',
  'power banks': 'category.powerBanks',
  'chargers & cables': 'category.chargersCables',
  laptops: 'category.laptops',
  desktops: 'category.desktops',
  monitors: 'category.monitors',
  printers: 'category.printers',
  'keyboards & mice': 'category.keyboardsMice',
  'storage devices': 'category.storageDevices',
  routers: 'category.routers',
  'led tvs': 'category.ledTvs',
  'home theatres': 'category.homeTheatres',
  projectors: 'category.projectors',
  'gaming consoles': 'category.gamingConsoles',
  'bluetooth speakers': 'category.bluetoothSpeakers',
  headphones: 'category.headphones',
  'true wireless earbuds': 'category.earbuds',
  soundbars: 'category.soundbars',
  'dslr cameras': 'category.dslrCameras',
  'mirrorless cameras': 'category.mirrorlessCameras',
  'action cameras': 'category.actionCameras',
  'camera accessories': 'category.cameraAccessories',
  'air conditioners': 'category.airConditioners',
  'split ac': 'category.splitAc',
  'window ac': 'category.windowAc',
  'inverter ac': 'category.inverterAc',
  'washing machines': 'category.washingMachines',
  'air coolers': 'category.airCoolers',
  fans: 'category.fans',
  'water heaters': 'category.waterHeaters',
  'vacuum cleaners': 'category.vacuumCleaners',
  'single door refrigerators': 'category.singleDoor',
  'double door refrigerators': 'category.doubleDoor',
  'side by side refrigerators': 'category.sideBySide',
  'microwave ovens': 'category.microwaveOvens',
  'mixer grinders': 'category.mixerGrinders',
  'kitchen chimneys': 'category.kitchenChimneys',
  'induction cooktops': 'category.inductionCooktops',
  'electric kettles': 'category.electricKettles',
  'water purifiers': 'category.waterPurifiers',
  'air fryers': 'category.airFryers',
  'lifestyle products': 'category.lifestyleProducts',
  'smart watches': 'category.smartWatches',
  trimmers: 'category.trimmers',
  'hair dryers': 'category.hairDryers',
  cooler: 'category.cooler',
  tv: 'category.tv',
  microwave: 'category.microwave',
  'bluetooth speaker': 'category.bluetoothSpeaker',
  'mixer grinder': 'category.mixerGrinder',
} as const satisfies Record<HeaderCategory, string> & Record<string, string>;

function isKnownCategory(value: string): value is keyof typeof CATEGORY_WORDS {
  return Object.hasOwn(CATEGORY_WORDS, value);
}

/** A category value as the shopper reads it in the page's language. */
export function useCategoryLabel(): (value: string) => string {
  const t = useSharedT();
  return useCallback(
    (value: string) => {
      const key = value.trim().toLowerCase();
      return isKnownCategory(key) ? t(CATEGORY_WORDS[key]) : categoryLabel(value);
    },
    [t],
  );
}

/** The same outside React (a page's head on the server), once the language's catalogue is loaded. */
export function categoryLabelIn(language: string, value: string): string {
  const key = value.trim().toLowerCase();
  return isKnownCategory(key) ? translate(sharedMessages, language, CATEGORY_WORDS[key]) : categoryLabel(value);
}
