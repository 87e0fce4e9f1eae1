// Entity shapes of docs/screens.md §3. Misspelt field names (dimmensions, catagory) are part of the contract.

export interface Product {
  id: number;
  Model: string;
  /** Home-page lists (fetchHomePagemodels) name the model ModelName. */
  ModelName?: string;
  Name: string;
  Sale_price: number | null;
  Regular_price: number | null;
  /** Comma-separated relative image paths; the first is the thumbnail. */
  Images: string;
  Short_description: string | null;
  Description: string | null;
  /** Comma or '>' separated; the first segment is used. */
  Categories: string;
  Category: string | null;
  Brands: string;
  Weight: string | null;
  Dimensions: string | null;
  sku: string;
  /** True when more than 2 units can be sold (the api decides; scripts/contracts/product.type-test.ts ties the two). */
  In_stock: boolean;
  Popularity: number;
}

export interface StockAnswer {
  ProductStock: Array<{ Available_Qty: number }>;
}

export interface Review {
  review_text: string;
  rating: number;
  name?: string;
  created_at?: string;
}

export interface CartItem {
  model: string;
  name: string;
  /** Sale price, else regular price, in rupees. */
  price: number;
  /** Image path (relative, as in Product.Images). */
  url: string;
  quantity: number;
}

export interface WishlistItem {
  model: string;
  name: string;
  image: string;
  sale_price: number | null;
  regular_price: number | null;
  in_stock: boolean;
}

export interface CompareItem {
  sale_price: number | null;
  regular_price: number | null;
  description: string;
  stock: number | boolean | null;
  weight: string;
  brand: string;
  image: string;
  name: string;
  model: string;
  dimmensions: string;
  sku: string;
  catagory: string;
}

export interface SliderImage {
  largeImageURL: string;
  field: string;
  value: string;
}

export interface Coupon {
  coupon_name: string;
  validity_status: string;
  discount_applied?: number | null;
  discountPercent?: number | null;
}

export interface Address {
  first_name: string;
  last_name: string;
  company_name?: string;
  gstin?: string;
  salesman_name?: string;
  store_name?: string;
  country_region: 'India';
  landmark?: string;
  street_address: string;
  apartment?: string;
  city: string;
  state: string;
  pincode: string;
  phone?: string;
  email?: string;
}

export type OrderStatus = 'Order initiated' | 'payment successfull' | 'payment failed';

export interface Order {
  order_id: string;
  created_at: string;
  order_status: OrderStatus;
  cart: CartItem[];
  billing_address: Address;
  shipping_address: Address | null;
  shipping_cost: number;
  paymentMethod: string;
  phone_no: string;
  subtotal?: number;
  discount?: number;
  total?: number;
  order_notes?: string;
}

export interface AccountDetails {
  firstName: string;
  lastName: string;
  email: string;
  displayedName: string;
}

export interface Store {
  name: string;
  /** A link to the store's own entry (an anchor on the locator page). */
  url: string;
  /** Relative path of the store's photo. */
  image?: string;
  phone: string;
  address: string;
  google_location: string;
}

/** store-locator answer: state → area → pincode → stores. */
export type StoreDirectory = Record<string, Record<string, Record<string, Store[]>>>;
