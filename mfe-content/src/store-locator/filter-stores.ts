// Narrows the state → area → pincode → store tree to what matches the shopper's search.
import type { Store, StoreDirectory } from '@store/shared';

export interface PincodeGroup {
  pincode: string;
  stores: Store[];
}

export interface AreaGroup {
  area: string;
  pincodes: PincodeGroup[];
}

export interface StateGroup {
  state: string;
  areas: AreaGroup[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN');

/** Sorted groups, keeping only pincodes whose number or area matches the query (all when blank). */
export function filterStores(directory: StoreDirectory, query: string): StateGroup[] {
  const needle = query.trim().toLowerCase();
  const states: StateGroup[] = [];
  for (const state of Object.keys(directory).sort(byName)) {
    const areas: AreaGroup[] = [];
    const areaMap = directory[state] ?? {};
    for (const area of Object.keys(areaMap).sort(byName)) {
      const areaMatches = needle === '' || area.toLowerCase().includes(needle);
      const pincodeMap = areaMap[area] ?? {};
      const pincodes = Object.keys(pincodeMap)
        .sort(byName)
        .filter((pincode) => areaMatches || pincode.includes(needle))
        .map((pincode) => ({ pincode, stores: pincodeMap[pincode] ?? [] }))
        .filter((group) => group.stores.length > 0);
      if (pincodes.length > 0) areas.push({ area, pincodes });
    }
    if (areas.length > 0) states.push({ state, areas });
  }
  return states;
}

export function countStores(groups: Array<StateGroup | AreaGroup | PincodeGroup>): number {
  let total = 0;
  for (const group of groups) {
    if ('stores' in group) total += group.stores.length;
    else if ('pincodes' in group) total += countStores(group.pincodes);
    else total += countStores(group.areas);
  }
  return total;
}
