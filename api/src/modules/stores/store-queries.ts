// Every store, nested by state, area and pincode, as the store locator answers them (api/CALLS.md).
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { stores } from '../../db/schema/index.js';

export interface StoreAnswer {
  name: string;
  url: string;
  phone: string;
  address: string;
  google_location: string;
  image: string;
}

export type StoreDirectory = Record<string, Record<string, Record<string, StoreAnswer[]>>>;

export async function storeDirectory(db: Database): Promise<StoreDirectory> {
  const all = await db
    .select()
    .from(stores)
    .orderBy(asc(stores.state), asc(stores.area), asc(stores.pincode), asc(stores.name), asc(stores.id));
  const nested: StoreDirectory = {};
  for (const store of all) {
    const areas = (nested[store.state] ??= {});
    const pincodes = (areas[store.area] ??= {});
    (pincodes[store.pincode] ??= []).push({
      name: store.name,
      url: store.url,
      phone: store.phone,
      address: store.address,
      google_location: store.googleLocation,
      image: store.image,
    });
  }
  return nested;
}
