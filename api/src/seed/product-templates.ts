// How a product of each sub-category looks: its brands, price band, name and specifications.
import type { Random } from './random.js';

export interface ProductShape {
  name: string;
  specs: Array<[string, string]>;
  highlights: string[];
}

export interface ProductTemplate {
  brands: string[];
  /** Sale price band in rupees. */
  price: [number, number];
  /** Weight band in kg. */
  weight: [number, number];
  /** Width x depth x height band in cm. */
  size: [number, number];
  make(rng: Random, brand: string, model: string): ProductShape;
}

const COLOURS = ['Black', 'White', 'Silver', 'Blue', 'Grey', 'Midnight Green', 'Titanium', 'Graphite'];
const STARS = ['3 Star', '4 Star', '5 Star'];

const common = (brand: string, model: string, colour: string, warranty: string): Array<[string, string]> => [
  ['Brand', brand],
  ['Model Number', model],
  ['Colour', colour],
  ['Warranty', warranty],
];

function phone(rng: Random, brand: string, model: string, tablet: boolean): ProductShape {
  const ram = rng.pick([4, 6, 8, 12]);
  const storage = rng.pick([64, 128, 256, 512]);
  const colour = rng.pick(COLOURS);
  const series = rng.pick(tablet ? ['Tab S9', 'Pad 6', 'Tab P12', 'iPad Air', 'Pad Neo'] : ['Galaxy A55', 'Y200', 'Note 13', 'Nord CE4', 'iPhone 15', 'Reno 12', 'Narzo 70', 'Edge 50']);
  const display = tablet ? rng.pick(['10.9', '11', '12.4']) : rng.pick(['6.1', '6.5', '6.67', '6.78']);
  return {
    name: `${brand} ${series} ${tablet ? 'Tablet ' : '5G '}(${colour}, ${ram}GB RAM, ${storage}GB Storage)`,
    specs: [
      ...common(brand, model, colour, '1 Year Manufacturer Warranty'),
      ['Display Size', `${display} inch`],
      ['RAM', `${ram} GB`],
      ['Internal Storage', `${storage} GB`],
      ['Battery Capacity', `${rng.pick([5000, 5500, 6000, 7040, 8000])} mAh`],
      ['Rear Camera', `${rng.pick([48, 50, 64, 108, 200])} MP`],
      ['Network', tablet ? 'Wi-Fi' : '5G, 4G VoLTE'],
    ],
    highlights: [`${display} inch display`, `${ram} GB RAM | ${storage} GB ROM`, 'Fast charging support'],
  };
}

function appliance(kind: string, capacity: string, extra: Array<[string, string]>, highlights: string[]) {
  return (rng: Random, brand: string, model: string): ProductShape => {
    const colour = rng.pick(['White', 'Silver', 'Grey', 'Black', 'Steel']);
    const star = rng.pick(STARS);
    return {
      name: `${brand} ${capacity} ${star} ${kind} (${model.split('/')[0]}, ${colour})`,
      specs: [...common(brand, model, colour, rng.pick(['1 Year on Product', '2 Years Comprehensive', '1 Year + 10 Years on Compressor'])), ['Energy Rating', star], ...extra],
      highlights: [`${star} energy rating`, ...highlights],
    };
  };
}

function gadget(kind: string, extras: (rng: Random) => Array<[string, string]>, highlights: string[]) {
  return (rng: Random, brand: string, model: string): ProductShape => {
    const colour = rng.pick(COLOURS);
    return {
      name: `${brand} ${model.split('/')[0]} ${kind} (${colour})`,
      specs: [...common(brand, model, colour, '1 Year Manufacturer Warranty'), ...extras(rng)],
      highlights,
    };
  };
}

export const TEMPLATES: Record<string, ProductTemplate> = {
  smartphone: { brands: ['Apple', 'Samsung', 'Vivo', 'Oppo', 'Xiaomi', 'OnePlus', 'Realme', 'Motorola'], price: [8999, 149900], weight: [0.17, 0.23], size: [7, 16], make: (r, b, m) => phone(r, b, m, false) },
  tablet: { brands: ['Apple', 'Samsung', 'Lenovo', 'Xiaomi', 'OnePlus'], price: [12999, 89900], weight: [0.45, 0.7], size: [16, 28], make: (r, b, m) => phone(r, b, m, true) },
  'power-bank': { brands: ['Xiaomi', 'Ambrane', 'Portronics', 'boAt'], price: [799, 3499], weight: [0.2, 0.4], size: [7, 15], make: gadget('Power Bank', (r) => [['Capacity', `${r.pick([10000, 20000, 27000])} mAh`], ['Output', `${r.pick([12, 22.5, 65])} W`]], ['Fast charging', 'Dual output']) },
  charger: { brands: ['Apple', 'Samsung', 'Portronics', 'Ambrane'], price: [399, 2999], weight: [0.05, 0.2], size: [5, 12], make: gadget('Fast Charger with Type-C Cable', (r) => [['Output', `${r.pick([20, 25, 45, 65])} W`]], ['USB Type-C', 'Fast charging']) },
  laptop: { brands: ['HP', 'Dell', 'Lenovo', 'Asus', 'Acer', 'Apple', 'Samsung'], price: [32990, 189900], weight: [1.2, 2.4], size: [30, 36], make: (r, b, m) => {
    const cpu = r.pick(['Intel Core i5 13th Gen', 'Intel Core i7 13th Gen', 'AMD Ryzen 5 7530U', 'AMD Ryzen 7 7840HS', 'Apple M3']);
    const ram = r.pick([8, 16, 32]);
    const ssd = r.pick([512, 1024]);
    return { name: `${b} ${m.split('/')[0]} Laptop (${cpu}, ${ram}GB RAM, ${ssd}GB SSD, 15.6 inch, Windows 11)`.replace('Windows 11)', b === 'Apple' ? 'macOS)' : 'Windows 11)'),
      specs: [...common(b, m, r.pick(['Silver', 'Grey', 'Black']), '1 Year Onsite Warranty'), ['Processor', cpu], ['RAM', `${ram} GB DDR5`], ['SSD', `${ssd} GB`], ['Display', '15.6 inch Full HD']],
      highlights: [cpu, `${ram} GB RAM`, `${ssd} GB SSD`] };
  } },
  desktop: { brands: ['HP', 'Dell', 'Lenovo', 'Apple', 'Asus'], price: [34990, 169900], weight: [4, 9], size: [40, 60], make: gadget('All-in-One Desktop PC', (r) => [['Processor', r.pick(['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5'])], ['Display', '23.8 inch Full HD']], ['All-in-one design', 'Windows 11 Home']) },
  monitor: { brands: ['Samsung', 'LG', 'Dell', 'HP', 'Acer', 'Asus'], price: [6999, 54999], weight: [2.5, 7], size: [50, 80], make: gadget('Monitor', (r) => [['Screen Size', `${r.pick([22, 24, 27, 32])} inch`], ['Refresh Rate', `${r.pick([75, 144, 165])} Hz`]], ['IPS panel', 'Eye care']) },
  printer: { brands: ['HP', 'Canon', 'Epson', 'Brother'], price: [3999, 29999], weight: [3, 9], size: [35, 50], make: gadget('All-in-One Ink Tank Printer', () => [['Functions', 'Print, Scan, Copy'], ['Connectivity', 'Wi-Fi, USB']], ['Wi-Fi printing', 'Low cost per page']) },
  keyboard: { brands: ['Logitech', 'HP', 'Dell', 'Portronics'], price: [499, 8999], weight: [0.1, 0.9], size: [10, 45], make: gadget('Wireless Keyboard and Mouse Combo', () => [['Connectivity', '2.4 GHz Wireless']], ['Long battery life']) },
  storage: { brands: ['SanDisk', 'Seagate', 'Samsung', 'HP'], price: [399, 14999], weight: [0.01, 0.25], size: [3, 12], make: gadget('Portable Storage', (r) => [['Capacity', r.pick(['64 GB', '128 GB', '1 TB', '2 TB'])], ['Interface', 'USB 3.2']], ['High speed transfer']) },
  router: { brands: ['TP-Link', 'Asus'], price: [1299, 12999], weight: [0.3, 0.8], size: [15, 25], make: gadget('Wi-Fi 6 Router', () => [['Speed', 'AX3000'], ['Bands', 'Dual Band']], ['Wi-Fi 6', 'Parental controls']) },
  tv: { brands: ['Samsung', 'LG', 'Sony', 'TCL', 'Panasonic', 'Xiaomi', 'Hisense', 'OnePlus', 'Haier'].filter((b) => b !== 'Hisense'), price: [12999, 249990], weight: [5, 25], size: [80, 165], make: (r, b, m) => {
    const inch = r.pick([32, 43, 50, 55, 65, 75]);
    const res = inch <= 32 ? 'HD Ready' : '4K Ultra HD';
    return { name: `${b} ${Math.round(inch * 2.54)} cm (${inch} inch) ${res} Smart LED TV (${m.split('/')[0]})`,
      specs: [...common(b, m, 'Black', '1 Year Comprehensive, 1 Year on Panel'), ['Screen Size', `${inch} inch`], ['Resolution', res], ['Refresh Rate', '60 Hz'], ['Smart TV', 'Yes'], ['HDMI Ports', String(r.pick([2, 3, 4]))]],
      highlights: [`${inch} inch ${res}`, 'Smart TV with apps', 'Dolby Audio'] };
  } },
  'home-theatre': { brands: ['Sony', 'Philips', 'JBL', 'Samsung', 'LG'], price: [7999, 59990], weight: [4, 15], size: [40, 100], make: gadget('5.1 Channel Home Theatre System', (r) => [['Output Power', `${r.pick([500, 600, 1000])} W`]], ['Dolby Digital', 'Bluetooth']) },
  projector: { brands: ['Epson', 'Sony', 'Xiaomi'], price: [9999, 99999], weight: [1.5, 4], size: [20, 35], make: gadget('Full HD Projector', () => [['Brightness', '3500 Lumens']], ['Full HD', 'HDMI']) },
  gaming: { brands: ['Sony', 'Microsoft'], price: [2999, 54990], weight: [0.3, 4.5], size: [15, 40], make: gadget('Gaming Console', () => [['Storage', '1 TB SSD']], ['4K gaming', 'Wireless controller']) },
  microwave: { brands: ['IFB', 'Samsung', 'LG', 'Panasonic', 'Whirlpool', 'Bajaj', 'Godrej', 'Morphy Richards'], price: [5490, 24990], weight: [10, 18], size: [45, 55], make: (r, b, m) => {
    const litres = r.pick([20, 23, 25, 28, 30, 32]);
    const type = r.pick(['Convection', 'Solo', 'Grill']);
    return { name: `${b} ${litres} L ${type} Microwave Oven (${m.split('/')[0]}, Black)`, specs: [...common(b, m, 'Black', '1 Year on Product, 3 Years on Magnetron'), ['Capacity', `${litres} L`], ['Type', type], ['Auto Cook Menus', String(r.int(50, 200))]], highlights: [`${litres} L ${type}`, 'Auto cook menus', 'Child lock'] };
  } },
  'mixer-grinder': { brands: ['Preethi', 'Bajaj', 'Philips', 'Prestige', 'Sujata', 'Butterfly', 'Usha'], price: [1899, 12999], weight: [3, 7], size: [25, 40], make: (r, b, m) => ({ name: `${b} ${r.pick([500, 750, 1000])} W Mixer Grinder with ${r.pick([3, 4])} Jars (${m.split('/')[0]}, White)`, specs: [...common(b, m, 'White', '2 Years on Product, 5 Years on Motor'), ['Jars', String(r.pick([3, 4]))], ['Speed Settings', '3 + Pulse']], highlights: ['Stainless steel jars', 'Overload protection'] }) },
  chimney: { brands: ['Faber', 'Elica', 'Bosch', 'Hindware', 'Glen'].filter((b) => b === 'Faber' || b === 'Elica' || b === 'Bosch'), price: [7990, 39990], weight: [10, 18], size: [60, 90], make: (r, b, m) => ({ name: `${b} ${r.pick([60, 90])} cm ${r.pick([1200, 1350, 1500])} m3/hr Auto Clean Kitchen Chimney (${m.split('/')[0]}, Black)`, specs: [...common(b, m, 'Black', '1 Year Comprehensive, 5 Years on Motor'), ['Suction Capacity', `${r.pick([1200, 1350, 1500])} m3/hr`], ['Filter', 'Filterless']], highlights: ['Auto clean', 'Touch and gesture control'] }) },
  induction: { brands: ['Prestige', 'Philips', 'Bajaj', 'Pigeon'], price: [1499, 4999], weight: [2, 3], size: [28, 38], make: gadget('Induction Cooktop', () => [['Power', '2000 W']], ['Feather touch buttons']) },
  kettle: { brands: ['Philips', 'Prestige', 'Bajaj', 'Pigeon', 'Havells'], price: [599, 2999], weight: [0.8, 1.5], size: [15, 25], make: gadget('1.5 L Electric Kettle', () => [['Capacity', '1.5 L']], ['Auto shut-off']) },
  'water-purifier': { brands: ['Kent', 'Eureka Forbes', 'LG', 'AO Smith'], price: [7999, 29999], weight: [6, 10], size: [35, 55], make: gadget('RO+UV+UF Water Purifier', () => [['Storage', '8 L'], ['Purification', 'RO + UV + UF']], ['Mineral retention']) },
  'air-fryer': { brands: ['Philips', 'Prestige', 'Havells', 'Morphy Richards'], price: [3999, 14999], weight: [3, 6], size: [25, 40], make: gadget('4.1 L Air Fryer', () => [['Capacity', '4.1 L']], ['Up to 90% less fat']) },
  ac: { brands: ['Godrej', 'Daikin', 'Voltas', 'Carrier', 'Hitachi', 'LG', 'Samsung', 'Blue Star', 'Lloyd', 'Panasonic', 'Haier', 'Whirlpool'], price: [27990, 74990], weight: [30, 45], size: [80, 110], make: (r, b, m) => {
    const ton = r.pick(['1', '1.5', '2']);
    const type = r.pick(['Inverter Split AC', 'Inverter Split AC', 'Window AC']);
    const star = r.pick(STARS);
    return { name: `${b} ${ton} Ton ${star} ${type} (${m.split('/')[0]}, Copper Condenser, White)`, specs: [...common(b, m, 'White', '1 Year Comprehensive, 10 Years on Compressor'), ['Capacity', `${ton} Ton`], ['Energy Rating', star], ['Type', type], ['Condenser Coil', 'Copper'], ['Refrigerant', 'R32']], highlights: [`${ton} Ton ${type}`, `${star} energy rating`, 'Copper condenser'] };
  } },
  'washing-machine': { brands: ['Samsung', 'LG', 'IFB', 'Whirlpool', 'Bosch', 'Godrej', 'Haier', 'Panasonic'], price: [12990, 64990], weight: [25, 70], size: [55, 90], make: (r, b, m) => {
    const kg = r.pick([6, 6.5, 7, 8, 9, 10]);
    const type = r.pick(['Fully Automatic Front Load', 'Fully Automatic Top Load', 'Semi Automatic Top Load']);
    return { name: `${b} ${kg} kg ${r.pick(STARS)} ${type} Washing Machine (${m.split('/')[0]}, Silver)`, specs: [...common(b, m, 'Silver', '2 Years Comprehensive, 10 Years on Motor'), ['Capacity', `${kg} kg`], ['Type', type], ['Max Spin Speed', `${r.pick([700, 1000, 1200, 1400])} RPM`]], highlights: [`${kg} kg capacity`, type, 'In-built heater'] };
  } },
  cooler: { brands: ['Symphony', 'Bajaj', 'Crompton', 'Havells', 'Voltas', 'Kenstar'], price: [4999, 16999], weight: [8, 18], size: [40, 120], make: (r, b, m) => ({ name: `${b} ${r.pick([35, 50, 70, 90])} L Desert Air Cooler (${m.split('/')[0]}, White)`, specs: [...common(b, m, 'White', '1 Year on Product'), ['Tank Capacity', `${r.pick([35, 50, 70, 90])} L`], ['Air Throw', `${r.pick([12, 15, 20])} m`]], highlights: ['Honeycomb pads', 'Inverter compatible'] }) },
  fan: { brands: ['Havells', 'Crompton', 'Bajaj', 'Usha', 'Orient'].filter((b) => b !== 'Orient'), price: [1299, 6999], weight: [3, 6], size: [100, 130], make: gadget('1200 mm BLDC Ceiling Fan', () => [['Sweep', '1200 mm'], ['Power', '28 W']], ['BLDC motor', 'Remote control']) },
  geyser: { brands: ['Racold', 'AO Smith', 'Bajaj', 'Havells', 'Crompton'], price: [3999, 18999], weight: [8, 18], size: [30, 60], make: gadget('15 L Storage Water Heater', () => [['Capacity', '15 L'], ['Power', '2000 W']], ['Glass lined tank']) },
  vacuum: { brands: ['Philips', 'Eureka Forbes', 'Dyson'], price: [2999, 52900], weight: [2, 6], size: [25, 110], make: gadget('Vacuum Cleaner', () => [['Power', '1600 W']], ['HEPA filter']) },
  'fridge-single': { brands: ['Godrej', 'Whirlpool', 'LG', 'Samsung', 'Haier'], price: [13990, 24990], weight: [30, 40], size: [55, 130], make: appliance('Direct Cool Single Door Refrigerator', `${190 + 10 * 0} L`, [['Capacity', '190 L'], ['Type', 'Direct Cool']], ['Stabilizer free operation']) },
  'fridge-double': { brands: ['Whirlpool', 'LG', 'Samsung', 'Godrej', 'Haier', 'Bosch', 'Panasonic', 'Hitachi'], price: [23990, 59990], weight: [45, 70], size: [60, 175], make: appliance('Frost Free Double Door Refrigerator', '265 L', [['Capacity', '265 L'], ['Type', 'Frost Free'], ['Compressor', 'Inverter']], ['Convertible freezer', 'Inverter compressor']) },
  'fridge-sbs': { brands: ['Samsung', 'LG', 'Whirlpool', 'Haier', 'Hitachi'], price: [64990, 159990], weight: [90, 130], size: [90, 180], make: appliance('Frost Free Side by Side Refrigerator', '650 L', [['Capacity', '650 L'], ['Type', 'Frost Free'], ['Compressor', 'Inverter']], ['Water dispenser', 'Wi-Fi enabled']) },
  speaker: { brands: ['JBL', 'boAt', 'Sony', 'Marshall', 'Bose', 'Portronics'], price: [999, 34999], weight: [0.3, 3], size: [10, 30], make: gadget('Portable Bluetooth Speaker', (r) => [['Output Power', `${r.pick([10, 20, 40, 60])} W`], ['Playback Time', `${r.pick([10, 12, 20, 24])} hours`]], ['Bluetooth 5.3', 'IPX7 water resistant']) },
  headphone: { brands: ['Sony', 'JBL', 'boAt', 'Bose', 'Apple', 'Noise'], price: [999, 34900], weight: [0.15, 0.35], size: [15, 25], make: gadget('Wireless Over-Ear Headphones', () => [['Noise Cancellation', 'Active']], ['Active noise cancellation', '30 hours playback']) },
  earbuds: { brands: ['Apple', 'Samsung', 'boAt', 'OnePlus', 'Noise', 'JBL', 'Realme'], price: [999, 26900], weight: [0.04, 0.07], size: [5, 8], make: gadget('True Wireless Earbuds', () => [['Playback Time', '40 hours with case']], ['ENC for calls', 'Low latency mode']) },
  soundbar: { brands: ['Sony', 'Samsung', 'LG', 'JBL', 'boAt', 'Philips'], price: [4999, 89990], weight: [2, 10], size: [60, 120], make: gadget('Dolby Atmos Soundbar with Subwoofer', (r) => [['Output Power', `${r.pick([120, 300, 500])} W`]], ['Wireless subwoofer', 'HDMI eARC']) },
  dslr: { brands: ['Canon', 'Nikon'], price: [39990, 189990], weight: [0.5, 1], size: [12, 16], make: gadget('DSLR Camera with 18-55 mm Lens', () => [['Sensor', 'APS-C CMOS'], ['Effective Pixels', '24.1 MP']], ['24.1 MP sensor', 'Full HD video']) },
  mirrorless: { brands: ['Sony', 'Canon', 'Nikon', 'Fujifilm'], price: [54990, 249990], weight: [0.4, 0.8], size: [11, 14], make: gadget('Mirrorless Camera Body', () => [['Sensor', 'Full Frame'], ['Video', '4K 60p']], ['4K video', 'Eye autofocus']) },
  'action-camera': { brands: ['GoPro', 'Sony'], price: [19990, 54990], weight: [0.1, 0.2], size: [6, 8], make: gadget('Action Camera', () => [['Video', '5.3K 60fps'], ['Waterproof', '10 m']], ['Waterproof', 'Image stabilisation']) },
  'camera-accessory': { brands: ['Canon', 'Nikon', 'Sony', 'SanDisk'], price: [999, 59990], weight: [0.1, 1], size: [8, 30], make: gadget('Camera Accessory Kit', () => [['Compatible With', 'DSLR and mirrorless cameras']], ['Travel friendly']) },
  smartwatch: { brands: ['Apple', 'Samsung', 'Noise', 'Fire-Boltt', 'Garmin', 'boAt'], price: [1499, 89900], weight: [0.03, 0.06], size: [4, 5], make: gadget('Smart Watch', () => [['Display', 'AMOLED'], ['Battery Life', 'Up to 7 days']], ['Heart rate and SpO2', 'Bluetooth calling']) },
  trimmer: { brands: ['Philips', 'Nova', 'Havells'], price: [799, 4999], weight: [0.1, 0.3], size: [15, 20], make: gadget('Beard Trimmer', () => [['Run Time', '90 minutes']], ['Skin friendly blades']) },
  'hair-dryer': { brands: ['Philips', 'Dyson', 'Havells', 'Nova'], price: [899, 44900], weight: [0.3, 0.8], size: [20, 30], make: gadget('Hair Dryer', () => [['Power', '1600 W']], ['Cool shot', 'Ionic care']) },
};
