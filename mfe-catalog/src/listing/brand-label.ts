// A brand route value as the brand writes itself: /brands/boat reads 'boAt', /brands/blue-star
// 'Blue Star' (CSS capitalize would give 'Boat'). Brands the store does not list read as routed.
import { POPULAR_BRANDS } from '../home/home-content';

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export function brandLabel(value: string): string {
  return POPULAR_BRANDS.find((brand) => key(brand) === key(value)) ?? value;
}
