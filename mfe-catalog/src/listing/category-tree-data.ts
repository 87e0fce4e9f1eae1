// The fixed category menu of the category page (docs/screens.md §2 Listings); labels are the route values
// and follow the api's category names (api/src/modules/catalog/category-names.ts).
export interface CategoryNode {
  label: string;
  children?: CategoryNode[];
}

const leaves = (...labels: string[]): CategoryNode[] => labels.map((label) => ({ label }));

export const CATEGORY_TREE: CategoryNode[] = [
  { label: 'Mobile & Tab', children: leaves('Smartphones', 'Tablets') },
  { label: 'Mobile Accessories', children: leaves('Power Banks', 'Chargers & Cables') },
  { label: 'Computer & Laptop', children: leaves('Laptops', 'Desktops', 'Monitors') },
  { label: 'Computer & Laptop Accessories', children: leaves('Printers', 'Keyboards & Mice', 'Storage Devices', 'Routers') },
  { label: 'TV & Home Entertainment', children: leaves('LED TVs', 'Home Theatres', 'Projectors', 'Gaming Consoles') },
  { label: 'Audio', children: leaves('Bluetooth Speakers', 'Headphones', 'True Wireless Earbuds', 'Soundbars') },
  { label: 'Camera', children: leaves('DSLR Cameras', 'Mirrorless Cameras', 'Action Cameras', 'Camera Accessories') },
  {
    label: 'Home Appliances',
    children: [
      { label: 'Air Conditioners', children: leaves('Split AC', 'Window AC', 'Inverter AC') },
      ...leaves('Washing Machines', 'Air Coolers', 'Fans', 'Water Heaters', 'Vacuum Cleaners'),
    ],
  },
  {
    label: 'Refrigerators',
    children: leaves('Single Door Refrigerators', 'Double Door Refrigerators', 'Side by Side Refrigerators'),
  },
  {
    label: 'Kitchen Appliances',
    children: leaves(
      'Microwave Ovens',
      'Mixer Grinders',
      'Kitchen Chimneys',
      'Induction Cooktops',
      'Electric Kettles',
      'Water Purifiers',
      'Air Fryers',
    ),
  },
  { label: 'Lifestyle Products', children: leaves('Smart Watches', 'Trimmers', 'Hair Dryers') },
];
