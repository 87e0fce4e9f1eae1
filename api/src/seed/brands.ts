// Brands of the seed catalog. The first 30 are the home page's popular brands grid; the brand
// strip (Apple, Vivo, Samsung, HP, Bosch, LG, Sony, Daikin, Hitachi, Haier, Carrier) leads it.
export const POPULAR_BRANDS = [
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
] as const;

export const OTHER_BRANDS = [
  'Acer',
  'Nikon',
  'Havells',
  'Crompton',
  'Symphony',
  'Kent',
  'Faber',
  'Elica',
  'Preethi',
  'Sujata',
  'Butterfly',
  'Usha',
  'TCL',
  'Lloyd',
  'GoPro',
  'Fujifilm',
  'Epson',
  'Brother',
  'Logitech',
  'SanDisk',
  'Seagate',
  'TP-Link',
  'Ambrane',
  'Portronics',
  'Microsoft',
  'Marshall',
  'Bose',
  'Eureka Forbes',
  'Racold',
  'AO Smith',
  'Noise',
  'Fire-Boltt',
  'Garmin',
  'Nova',
  'Dyson',
  'Pigeon',
  'Morphy Richards',
  'Kenstar',
  'Bajaj Allianz',
  'Motorola',
] as const;

/** Short upper-case codes that start model numbers ('SM-A155F/DS' style). */
export function brandCode(brand: string): string {
  const known: Record<string, string> = {
    Samsung: 'SM',
    LG: 'LG',
    Apple: 'MT',
    Sony: 'KD',
    Whirlpool: 'WP',
    Godrej: 'GD',
    Daikin: 'FT',
    Hitachi: 'RA',
    Haier: 'HR',
    Carrier: 'CA',
    Bosch: 'BO',
    IFB: 'IF',
    Vivo: 'VV',
    HP: 'HP',
  };
  return (
    known[brand] ??
    brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()
  );
}
