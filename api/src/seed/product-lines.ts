// Which brand sells which product line in each sub-category, and the line's sale price band in
// rupees as Indian shops list it (2024-25). A brand appears only where it really makes products.

export interface ProductLine {
  brand: string;
  /** Series names as the brand writes them; empty for appliances sold under the brand alone. */
  series: string[];
  /** Sale price band in rupees, both ends shop-like (…90 or …99). */
  price: [number, number];
}

const l = (brand: string, lo: number, hi: number, ...series: string[]): ProductLine => ({ brand, series, price: [lo, hi] });

export const LINES: Record<string, ProductLine[]> = {
  smartphone: [
    l('Apple', 69900, 89900, 'iPhone 15', 'iPhone 16'), l('Apple', 119900, 159900, 'iPhone 16 Pro'),
    l('Samsung', 15990, 38990, 'Galaxy A35', 'Galaxy A55', 'Galaxy M35'), l('Samsung', 54990, 64990, 'Galaxy S24 FE'),
    l('Vivo', 13990, 21990, 'Y200', 'T3'), l('Vivo', 29990, 39990, 'V30'),
    l('Oppo', 17990, 39990, 'Reno 12', 'F27 Pro+'), l('Oppo', 12990, 16990, 'A3 Pro'),
    l('Xiaomi', 10990, 24990, 'Redmi Note 13', 'Redmi 13C'), l('Xiaomi', 39990, 49990, 'Xiaomi 14 CIVI'),
    l('OnePlus', 17990, 32990, 'Nord CE4', 'Nord 4'), l('OnePlus', 39990, 45990, 'OnePlus 12R'),
    l('Realme', 9990, 16990, 'Narzo 70', 'Realme C65'), l('Realme', 23990, 29990, 'Realme 12 Pro'),
    l('Motorola', 12990, 19990, 'Moto G85', 'Moto G64'), l('Motorola', 21990, 27990, 'Edge 50 Fusion'),
  ],
  tablet: [
    l('Apple', 34900, 49900, 'iPad 10th Gen'), l('Apple', 59900, 89900, 'iPad Air M2'),
    l('Samsung', 13990, 21990, 'Galaxy Tab A9+'), l('Samsung', 34990, 49990, 'Galaxy Tab S9 FE'),
    l('Lenovo', 12990, 29990, 'Tab M11', 'Tab P12'),
    l('Xiaomi', 13990, 26990, 'Pad 6', 'Redmi Pad SE'),
    l('OnePlus', 16990, 39990, 'Pad Go', 'Pad 2'),
  ],
  'power-bank': [
    l('Xiaomi', 999, 2499, 'Power Bank 4i', 'Pocket Power Bank'),
    l('Ambrane', 799, 1999, 'Stylo Pro', 'PowerLit'),
    l('Portronics', 899, 2299, 'Luxcell', 'Power Pro'),
    l('boAt', 999, 2199, 'EnergyShroom', 'Wanderer'),
  ],
  charger: [
    l('Apple', 1490, 5900, '20W USB-C Power Adapter', '35W Dual USB-C Port Adapter'),
    l('Samsung', 999, 2999, '25W Travel Adapter', '45W Super Fast Charger'),
    l('Portronics', 399, 1299, 'Adapto 65W Charger', 'Konnect Type-C Cable'),
    l('Ambrane', 399, 999, 'Raap 20W Charger', 'BoostedSpeed Type-C Cable'),
  ],
  laptop: [
    l('HP', 38990, 74990, 'Pavilion 15', 'Victus 15', '15s'), l('HP', 89990, 129990, 'Envy x360'),
    l('Dell', 36990, 69990, 'Inspiron 15', 'Vostro 14'), l('Dell', 129990, 169990, 'XPS 13'),
    l('Lenovo', 34990, 69990, 'IdeaPad Slim 3', 'ThinkPad E14'), l('Lenovo', 99990, 149990, 'Legion 5'),
    l('Asus', 32990, 64990, 'Vivobook 15'), l('Asus', 84990, 119990, 'Zenbook 14 OLED'), l('Asus', 129990, 179990, 'ROG Strix G16'),
    l('Acer', 32990, 89990, 'Aspire 7', 'Nitro V', 'Swift Go 14'),
    l('Apple', 99900, 134900, 'MacBook Air M3'), l('Apple', 169900, 199900, 'MacBook Pro 14 M4'),
    l('Samsung', 54990, 139990, 'Galaxy Book4', 'Galaxy Book4 Pro'),
  ],
  desktop: [
    l('HP', 44990, 99990, 'All-in-One 24', 'Pavilion All-in-One 27'),
    l('Dell', 42990, 89990, 'Inspiron 24 All-in-One', 'OptiPlex All-in-One'),
    l('Lenovo', 39990, 84990, 'IdeaCentre AIO 3', 'IdeaCentre AIO 5i'),
    l('Apple', 134900, 179900, 'iMac 24 M4'),
    l('Asus', 44990, 79990, 'AiO A3402', 'Zen AiO 24'),
  ],
  monitor: [
    l('Samsung', 8990, 14990, 'Essential S3'), l('Samsung', 22990, 44990, 'Odyssey G5', 'ViewFinity S8'),
    l('LG', 8490, 39990, 'UltraGear 27GN', 'UltraFine 27UP', 'Smart Monitor 24MP'),
    l('Dell', 8990, 24990, 'S2421HN', 'G2724D'), l('Dell', 44990, 59990, 'UltraSharp U2723QE'),
    l('HP', 7490, 24990, 'M24f', 'Omen 27'),
    l('Acer', 6990, 24990, 'Nitro VG240Y', 'EK220Q'),
    l('Asus', 7990, 49990, 'TUF Gaming VG249Q', 'ProArt PA278QV'),
  ],
  printer: [
    l('HP', 10990, 24990, 'Smart Tank 589', 'Smart Tank 670'),
    l('Canon', 11990, 22990, 'PIXMA G3770', 'PIXMA G4770'),
    l('Epson', 12990, 29990, 'EcoTank L3250', 'EcoTank L6270'),
    l('Brother', 11990, 23990, 'DCP-T426W', 'DCP-T820DW'),
  ],
  keyboard: [
    l('Logitech', 1495, 8995, 'MK270r', 'MK540', 'MX Keys S Combo'),
    l('HP', 999, 2999, '230 Wireless', '330 Wireless'),
    l('Dell', 1399, 4999, 'KM3322W', 'KM5221W Pro'),
    l('Portronics', 599, 1499, 'Key2 Combo', 'Bubble'),
  ],
  storage: [
    l('SanDisk', 499, 1990, 'Ultra Dual Drive Pen Drive'), l('SanDisk', 7990, 14990, 'Extreme Portable SSD'),
    l('Seagate', 4990, 14990, 'Expansion Portable Hard Drive', 'One Touch Portable Hard Drive'),
    l('Samsung', 7990, 18990, 'T7 Portable SSD', 'T7 Shield Portable SSD'),
    l('HP', 399, 1290, 'x796w Pen Drive'), l('HP', 4990, 8990, 'P500 Portable SSD'),
  ],
  router: [
    l('TP-Link', 1299, 9990, 'Archer AX23', 'Archer C6', 'Deco X20'),
    l('Asus', 2990, 14990, 'RT-AX53U', 'RT-AX58U'),
  ],
  tv: [
    l('Samsung', 13990, 69990, 'Crystal 4K Vista'), l('Samsung', 109990, 219990, 'Neo QLED QN85D'),
    l('LG', 14990, 64990, 'UR75 4K'), l('LG', 139990, 289990, 'OLED evo C4'),
    l('Sony', 29990, 99990, 'Bravia 2'), l('Sony', 119990, 249990, 'Bravia 7'),
    l('TCL', 12990, 99990, 'V6B', 'C655 QLED'),
    l('Panasonic', 14990, 84990, 'MX700'),
    l('Xiaomi', 12990, 59990, 'Smart TV A', 'X Pro QLED'),
    l('OnePlus', 13990, 64990, 'Y1S Pro', 'Q2 Pro'),
    l('Haier', 12990, 79990, 'K800GT'),
  ],
  'home-theatre': [
    l('Sony', 19990, 44990, 'HT-S40R', 'HT-S700RF'),
    l('Philips', 7990, 24990, 'HTD5580', 'TAB7305'),
    l('JBL', 24990, 59990, 'Bar 1000', 'Bar 800'),
    l('LG', 19990, 44990, 'XBOOM LHD675', 'S75Q'),
  ],
  projector: [
    l('Epson', 39990, 149990, 'EH-TW750', 'EpiqVision Mini EF12'),
    l('Sony', 99990, 249990, 'VPL-XW5000ES'),
    l('Portronics', 6990, 14990, 'Beem 440', 'Pico 12'),
  ],
  gaming: [
    l('Sony', 44990, 54990, 'PlayStation 5 Slim', 'PlayStation 5 Digital Edition'),
    l('Microsoft', 34990, 54990, 'Xbox Series S', 'Xbox Series X'),
  ],
  microwave: [
    l('IFB', 7990, 18990), l('Samsung', 8490, 19990), l('LG', 8990, 21990), l('Panasonic', 6990, 15990),
    l('Whirlpool', 6490, 14990), l('Bajaj', 5490, 9990), l('Godrej', 6990, 12990), l('Morphy Richards', 5990, 11990),
  ],
  'mixer-grinder': [
    l('Preethi', 3490, 8990, 'Zodiac', 'Blue Leaf Diamond'),
    l('Bajaj', 2190, 4990, 'Rex', 'GX 11'),
    l('Philips', 3490, 7990, 'HL7756', 'HL7707'),
    l('Prestige', 2490, 5990, 'Iris', 'Orion'),
    l('Sujata', 4490, 8490, 'Dynamix', 'Powermatic Plus'),
    l('Butterfly', 2690, 5490, 'Jet Elite', 'Rapid'),
    l('Usha', 2390, 5990, 'Colt', 'Imprezza'),
  ],
  chimney: [l('Faber', 9990, 34990, 'Hood Primus', 'Hood Zenith'), l('Elica', 11990, 39990, 'Filterless WD', 'Kitchen Chimney Pro'), l('Bosch', 17990, 49990, 'Serie 4', 'Serie 6')],
  induction: [l('Prestige', 1999, 4490, 'PIC 20', 'Atlas'), l('Philips', 2490, 4990, 'Viva HD4928'), l('Bajaj', 1699, 3490, 'Majesty ICX 7'), l('Pigeon', 1499, 2990, 'Rapido Cute')],
  kettle: [l('Philips', 1290, 2490, 'HD9306'), l('Prestige', 799, 1890, 'PKOSS'), l('Bajaj', 699, 1590, 'KTX 1.5'), l('Pigeon', 599, 1290, 'Amaze Plus'), l('Havells', 1190, 2490, 'Aqua Plus')],
  'water-purifier': [l('Kent', 12990, 24990, 'Grand Plus', 'Supreme Extra'), l('Eureka Forbes', 9990, 24990, 'Aquaguard Aura', 'Aquaguard Delight'), l('LG', 14990, 29990, 'PuriCare WW151NP'), l('AO Smith', 12990, 27990, 'Z9', 'X11')],
  'air-fryer': [l('Philips', 6990, 16990, 'Essential HD9252', 'Airfryer XXL'), l('Prestige', 3990, 7990, 'PAF 6.0'), l('Havells', 5990, 9990, 'Prolife Digi'), l('Morphy Richards', 4490, 8990, 'Air Fryer 4L')],
  ac: [
    l('Godrej', 29990, 47990), l('Daikin', 33990, 62990), l('Voltas', 29990, 52990), l('Carrier', 31990, 54990),
    l('Hitachi', 35990, 64990), l('LG', 33990, 59990), l('Samsung', 32990, 57990), l('Blue Star', 30990, 54990),
    l('Lloyd', 27990, 44990), l('Panasonic', 33990, 56990), l('Haier', 28990, 46990), l('Whirlpool', 28990, 45990),
  ],
  'washing-machine': [
    l('Samsung', 14990, 54990), l('LG', 15990, 59990), l('IFB', 16990, 49990), l('Whirlpool', 12990, 34990),
    l('Bosch', 24990, 64990), l('Godrej', 12990, 32990), l('Haier', 12990, 39990), l('Panasonic', 13990, 36990),
  ],
  cooler: [
    l('Symphony', 6990, 16990, 'Diet 3D', 'Sumo'), l('Bajaj', 5490, 12990, 'Platini PX97', 'DMH 90'),
    l('Crompton', 5990, 13990, 'Ozone', 'Optimus'), l('Havells', 6990, 14990, 'Fresco', 'Celia'),
    l('Voltas', 5990, 12990, 'VA-D'), l('Kenstar', 4990, 10990, 'Double Cool', 'Turbo Cool'),
  ],
  fan: [l('Havells', 2990, 6990, 'Stealth Air', 'Efficiencia Neo'), l('Crompton', 2490, 5490, 'Energion HS', 'SilentPro'), l('Bajaj', 1990, 4490, 'Energos 26'), l('Usha', 2290, 5990, 'Bloom Daffodil', 'Striker Galaxy')],
  geyser: [l('Racold', 6990, 17990, 'Omnis', 'Eterno Pro'), l('AO Smith', 7990, 18990, 'HSE-VAS', 'Elegance Prime'), l('Bajaj', 4990, 9990, 'New Shakti'), l('Havells', 6490, 14990, 'Monza EC'), l('Crompton', 4990, 10990, 'Amica', 'Solarium')],
  vacuum: [l('Philips', 4990, 16990, 'PowerPro', 'SpeedPro Max'), l('Eureka Forbes', 3490, 12990, 'Quick Clean DX', 'Forbes Trendy'), l('Dyson', 32900, 65900, 'V12 Detect Slim', 'V15 Detect')],
  'fridge-single': [l('Godrej', 13990, 21990), l('Whirlpool', 14990, 22990), l('LG', 15990, 24990), l('Samsung', 15490, 23990), l('Haier', 13990, 20990)],
  'fridge-double': [l('Whirlpool', 24990, 42990), l('LG', 27990, 54990), l('Samsung', 26990, 52990), l('Godrej', 23990, 39990), l('Haier', 23990, 44990), l('Bosch', 34990, 59990), l('Panasonic', 29990, 49990), l('Hitachi', 36990, 59990)],
  'fridge-sbs': [l('Samsung', 79990, 149990), l('LG', 84990, 159990), l('Whirlpool', 69990, 99990), l('Haier', 64990, 114990), l('Hitachi', 109990, 169990)],
  speaker: [
    l('JBL', 3499, 17999, 'Go 4', 'Flip 6', 'Charge 5'), l('boAt', 1299, 3999, 'Stone 1200', 'Stone 352'),
    l('Sony', 4990, 16990, 'ULT Field 1', 'SRS-XB100'), l('Marshall', 16999, 34999, 'Emberton II', 'Willen'),
    l('Bose', 12900, 24900, 'SoundLink Flex', 'SoundLink Micro'), l('Portronics', 999, 2999, 'SoundDrum', 'Breeze'),
  ],
  headphone: [
    l('Sony', 7990, 9990, 'WH-CH720N'), l('Sony', 26990, 34990, 'WH-1000XM5'), l('JBL', 2999, 12999, 'Tune 770NC', 'Live 770NC'),
    l('boAt', 1299, 2999, 'Rockerz 450', 'Rockerz 550'), l('Bose', 24900, 35900, 'QuietComfort Ultra', 'QuietComfort 45'),
    l('Apple', 59900, 59900, 'AirPods Max'), l('Noise', 1999, 4999, 'Airwave Max 3', 'Airwave Max 4'),
  ],
  earbuds: [
    l('Apple', 12900, 17900, 'AirPods 4'), l('Apple', 22900, 24900, 'AirPods Pro 2'), l('Samsung', 6990, 19990, 'Galaxy Buds3', 'Galaxy Buds FE'),
    l('boAt', 999, 2999, 'Airdopes 141', 'Nirvana Ion'), l('OnePlus', 1999, 2299, 'Nord Buds 2r'), l('OnePlus', 4999, 5499, 'Buds 3'),
    l('Noise', 999, 2999, 'Buds VS104', 'Buds N1'), l('JBL', 2999, 9999, 'Tune Beam', 'Live Pro 2'),
    l('Realme', 1499, 4999, 'Buds T300', 'Buds Air 6'),
  ],
  soundbar: [
    l('Sony', 13990, 17990, 'HT-S20R'), l('Sony', 64990, 89990, 'HT-A5000'), l('Samsung', 14990, 22990, 'HW-B550'), l('Samsung', 59990, 79990, 'HW-Q800D'),
    l('LG', 12990, 24990, 'S65Q'), l('LG', 89990, 119990, 'S95TR'), l('JBL', 14999, 49999, 'Bar 2.1 Deep Bass', 'Bar 500'),
    l('boAt', 4999, 12999, 'Aavante Bar 1160', 'Aavante Bar 3150D'), l('Philips', 6990, 24990, 'TAB5305', 'TAB8507'),
  ],
  dslr: [l('Canon', 39990, 64990, 'EOS 1500D', 'EOS 200D II'), l('Canon', 109990, 129990, 'EOS 90D'), l('Nikon', 49990, 109990, 'D5600', 'D7500')],
  mirrorless: [
    l('Sony', 59990, 99990, 'Alpha ZV-E10 II'), l('Sony', 199990, 239990, 'Alpha 7 IV'), l('Canon', 64990, 84990, 'EOS R50'), l('Canon', 199990, 239990, 'EOS R6 Mark II'),
    l('Nikon', 74990, 94990, 'Z50'), l('Nikon', 149990, 189990, 'Z6 II'), l('Fujifilm', 79990, 159990, 'X-S20', 'X-T5'),
  ],
  'action-camera': [l('GoPro', 29990, 54990, 'HERO12 Black', 'HERO13 Black', 'MAX 360')],
  'camera-accessory': [
    l('Canon', 9990, 12990, 'EF 50mm f/1.8 STM Lens'), l('Canon', 34990, 44990, 'RF 24-105mm f/4-7.1 IS STM Lens'),
    l('Nikon', 14990, 19990, 'AF-S 50mm f/1.8G Lens'), l('Nikon', 29990, 39990, 'Z 24-50mm f/4-6.3 Lens'),
    l('Sony', 19990, 24990, 'FE 50mm f/1.8 Lens'), l('Sony', 64990, 74990, 'E 10-18mm F4 OSS Lens'),
    l('SanDisk', 999, 4990, 'Extreme PRO SDXC Card', 'Extreme microSDXC Card'),
  ],
  smartwatch: [
    l('Apple', 29900, 34900, 'Watch SE'), l('Apple', 46900, 59900, 'Watch Series 10'), l('Apple', 89900, 89900, 'Watch Ultra 2'),
    l('Samsung', 24990, 32990, 'Galaxy Watch7'), l('Samsung', 54990, 59990, 'Galaxy Watch Ultra'),
    l('Noise', 1499, 4999, 'ColorFit Pro 5', 'NoiseFit Halo 2'), l('Fire-Boltt', 1499, 3999, 'Ninja Call Pro', 'Phoenix Ultra'),
    l('Garmin', 39990, 49990, 'Forerunner 265', 'Venu 3'), l('Garmin', 89990, 109990, 'Fenix 8'), l('boAt', 1499, 3999, 'Wave Call 2', 'Lunar Discovery'),
  ],
  trimmer: [l('Philips', 1199, 3999, 'BT3221', 'OneBlade QP2724'), l('Nova', 599, 1499, 'NHT 1085', 'NG 1150'), l('Havells', 999, 2999, 'BT6151C', 'GS6451')],
  'hair-dryer': [l('Philips', 999, 3999, 'HP8120', 'BHD356'), l('Dyson', 29900, 44900, 'Supersonic HD08', 'Supersonic Nural'), l('Havells', 999, 2999, 'HD3151', 'HD3251'), l('Nova', 599, 1499, 'NHP 8220', 'NHD 2840')],
};

/** Every series name of every brand, for checks that a name carries only its own brand's lines. */
export function allSeries(): Array<{ brand: string; series: string }> {
  return Object.values(LINES).flatMap((lines) => lines.flatMap((line) => line.series.map((series) => ({ brand: line.brand, series }))));
}
