import { countStores, filterStores } from './filter-stores';
import { testDirectory } from '../test-support/store-directory';

describe('filterStores', () => {
  it('keeps every store, states and areas sorted, when the query is blank', () => {
    const groups = filterStores(testDirectory, '   ');
    expect(groups.map((g) => g.state)).toEqual(['Jharkhand', 'West Bengal']);
    expect(groups[1]?.areas.map((a) => a.area)).toEqual(['Kolkata', 'Siliguri']);
    expect(countStores(groups)).toBe(4);
  });

  it('finds stores by the start or any part of a pincode', () => {
    const groups = filterStores(testDirectory, '7000');
    expect(countStores(groups)).toBe(2);
    expect(groups[0]?.areas[0]?.pincodes.map((p) => p.pincode)).toEqual(['700016', '700091']);
    expect(countStores(filterStores(testDirectory, '834001'))).toBe(1);
  });

  it('finds every pincode of an area by its name, ignoring case', () => {
    const groups = filterStores(testDirectory, 'siLIGuri');
    expect(groups).toHaveLength(1);
    expect(groups[0]?.areas[0]?.pincodes[0]?.stores[0]?.name).toBe('Hill Cart Road Showroom');
  });

  it('returns nothing when no pincode or area matches', () => {
    expect(filterStores(testDirectory, 'Mumbai')).toEqual([]);
  });
});
