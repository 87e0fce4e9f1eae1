// The home page's banners for one kind of screen, in their order.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sliderImages } from '../../db/schema/index.js';

export async function slides(db: Database, device: 'desktop' | 'mobile') {
  return db
    .select({ largeImageURL: sliderImages.imagePath, field: sliderImages.field, value: sliderImages.value })
    .from(sliderImages)
    .where(eq(sliderImages.device, device))
    .orderBy(asc(sliderImages.position));
}
