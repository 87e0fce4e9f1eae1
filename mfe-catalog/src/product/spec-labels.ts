// The specification's labels in the page's language, by the label the catalogue gives (its values,
// like product names and model codes, stay as the catalogue has them); a label not here shows as it came.
import { useCallback } from 'react';
import { useCatalogT } from '../i18n/messages';

const SPEC_LABELS = {
  Brand: 'spec.brand',
  Colour: 'spec.colour',
  Warranty: 'spec.warranty',
  'Model Number': 'spec.modelNumber',
  'Display Size': 'spec.displaySize',
  'Screen Size': 'spec.screenSize',
  Display: 'spec.display',
  RAM: 'spec.rAM',
  Storage: 'spec.storage',
  'Internal Storage': 'spec.internalStorage',
  Processor: 'spec.processor',
  'Battery Capacity': 'spec.batteryCapacity',
  'Rear Camera': 'spec.rearCamera',
  'Operating System': 'spec.operatingSystem',
  Resolution: 'spec.resolution',
  'Refresh Rate': 'spec.refreshRate',
  Capacity: 'spec.capacity',
  'Energy Rating': 'spec.energyRating',
  Power: 'spec.power',
  'Output Power': 'spec.outputPower',
  Connectivity: 'spec.connectivity',
  Type: 'spec.type',
  Network: 'spec.network',
  'Playback Time': 'spec.playbackTime',
  Compressor: 'spec.compressor',
  Doors: 'spec.doors',
  Speed: 'spec.speed',
  'Tank Capacity': 'spec.tankCapacity',
  Sensor: 'spec.sensor',
  Functions: 'spec.functions',
} as const;

export function useSpecLabel(): (label: string) => string {
  const t = useCatalogT();
  return useCallback(
    (label: string) => (Object.hasOwn(SPEC_LABELS, label) ? t(SPEC_LABELS[label as keyof typeof SPEC_LABELS]) : label),
    [t],
  );
}
