import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@store/shared';
import { HttpAnswer, mockApi } from '../test-support/catalog-api';
import { setMobile } from '../test-support/viewport';
import { makeProduct } from '../test-support/products';
import { renderAt } from '../test-support/render';
import { BrandPage } from './brand-page';
import { CategoryPage } from './category-page';
import { loadCategoryFirstView } from './first-view';
import { SearchPage } from './search-page';

const brandsCycle = ['LG', 'Samsung', 'Sony'];
function catalog(count: number): Product[] {
  return Array.from({ length: count }, (_, i) =>
    makeProduct({
      id: i + 1,
      Model: `P${i + 1}`,
      Name: `Product ${i + 1}`,
      Sale_price: 1000 * (i + 1),
      Regular_price: 1000 * (i + 1) + 500,
      Brands: brandsCycle[i % 3] as string,
      Popularity: (i * 7) % 11,
    }),
  );
}

const names = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  setMobile(false);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('category page', () => {
  test('paging takes the shopper to the top of the list, with focus on its heading', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      mockApi({ 'excel-data': catalog(45) });
      renderAt('/category/mobile%20%26%20tab', '/category/:category', <CategoryPage />);
      await screen.findByText('Product 1');
      expect(scrolled).toHaveLength(0);
      fireEvent.click(screen.getByRole('link', { name: 'Next' }));
      expect(names()[0]).toBe('Product 21');
      expect(scrolled).toHaveLength(1);
      expect(scrolled[0]).toContainElement(screen.getByRole('heading', { level: 1 }));
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  test('asks excel-data for the category and shows 20 a page with Previous/Next', async () => {
    const api = mockApi({ 'excel-data': catalog(45) });
    renderAt('/category/mobile%20%26%20tab', '/category/:category', <CategoryPage />);
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    const [request] = api.callsTo('excel-data');
    expect(request?.query.get('field')).toBe('Categories');
    expect(request?.query.get('value')).toBe('mobile & tab');
    // The route keeps the value as sent; the heading shows the category's proper name.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mobile & Tab');
    expect(names()).toHaveLength(20);
    expect(screen.getByText('Showing 1–20 of 45 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // A link, so it pages before the scripts run and opens in a new tab.
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/category/mobile%20%26%20tab?page=2');

    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/category/mobile%20%26%20tab?page=2');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/category/mobile%20%26%20tab');
    expect(names()[0]).toBe('Product 21');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(names()).toEqual(['Product 41', 'Product 42', 'Product 43', 'Product 44', 'Product 45']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  test('sort and filters are GET forms to the listing’s own address, each carrying the rest of its query', async () => {
    mockApi({ 'excel-data': catalog(45) });
    renderAt('/category/tv?max=30000&brand=Sony&sort=price-desc&page=2', '/category/:category', <CategoryPage />);
    await screen.findByText('Product 21');
    const formOf = (control: HTMLElement) => control.closest('form') as HTMLFormElement;
    const sent = (form: HTMLFormElement) => [...new FormData(form)].map(([name, value]) => `${name}=${value as string}`);

    const sort = formOf(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(sort).toHaveAttribute('method', 'get');
    expect(sort).toHaveAttribute('action', '/category/tv');
    expect(sent(sort)).toEqual(['max=30000', 'brand=Sony', 'sort=price-desc']);

    const filters = formOf(screen.getByRole('slider', { name: 'Maximum price' }));
    expect(filters).toHaveAttribute('action', '/category/tv');
    expect(sent(filters)).toEqual(['sort=price-desc', 'max=30000', 'brand=Sony']);
  });

  test('filters, sort and page are read back from the URL (reload or shared link)', async () => {
    mockApi({ 'excel-data': catalog(45) });
    renderAt('/category/tv?max=30000&brand=Sony&sort=price-desc&page=1', '/category/:category', <CategoryPage />);
    await screen.findByText('Product 30');
    // Sony is every third product (3, 6, ... 30) within ₹30,000, dearest first
    expect(names()).toEqual([
      'Product 30',
      'Product 27',
      'Product 24',
      'Product 21',
      'Product 18',
      'Product 15',
      'Product 12',
      'Product 9',
      'Product 6',
      'Product 3',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Sony' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('30000');
  });

  test('ticking a brand and choosing a sort go into the URL and start at page 1', async () => {
    mockApi({ 'excel-data': catalog(45) });
    renderAt('/category/tv?page=2', '/category/:category', <CategoryPage />);
    await screen.findByText('Product 21');
    fireEvent.click(screen.getByRole('checkbox', { name: 'LG' }));
    expect(location()).toBe('/category/tv?brand=LG');
    expect(names()).toHaveLength(15);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Samsung' }));
    expect(location()).toBe('/category/tv?brand=LG&brand=Samsung');
    expect(names()).toHaveLength(20);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-asc' } });
    expect(location()).toBe('/category/tv?brand=LG&brand=Samsung&sort=price-asc');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'popularity' } });
    expect(location()).toContain('sort=popularity');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Default',
      'Sort by Popularity',
      'Low to High',
      'High to Low',
    ]);
  });

  test('the price slider keeps items up to the chosen maximum, edge included', async () => {
    mockApi({ 'excel-data': catalog(5) });
    renderAt('/category/tv', '/category/:category', <CategoryPage />);
    await screen.findByText('Product 5');
    const slider = screen.getByRole('slider', { name: 'Maximum price' });
    expect(slider).toHaveAttribute('min', '1000');
    expect(slider).toHaveAttribute('max', '5000');
    fireEvent.change(slider, { target: { value: '3000' } });
    expect(location()).toBe('/category/tv?max=3000');
    expect(names()).toEqual(['Product 1', 'Product 2', 'Product 3']);
    fireEvent.change(slider, { target: { value: '2999' } });
    expect(names()).toEqual(['Product 1', 'Product 2']);
    fireEvent.change(slider, { target: { value: '5000' } });
    expect(location()).toBe('/category/tv');
    expect(names()).toHaveLength(5);
  });

  test("'No products found' for an empty list, a failed call, or filters that match nothing", async () => {
    mockApi({ 'excel-data': [] });
    const { unmount } = renderAt('/category/nothing', '/category/:category', <CategoryPage />);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    unmount();

    mockApi({ 'excel-data': new HttpAnswer(500, { message: 'boom' }) });
    const second = renderAt('/category/tv', '/category/:category', <CategoryPage />);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    second.unmount();

    mockApi({ 'excel-data': catalog(3) });
    renderAt('/category/tv?brand=Nokia', '/category/:category', <CategoryPage />);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(names()).toHaveLength(3);
  });

  test('the category tree opens and links to /category/{label}; no top categories here', async () => {
    mockApi({ 'excel-data': catalog(2) });
    renderAt('/category/Laptops', '/category/:category', <CategoryPage />);
    await screen.findByText('Product 1');
    const tree = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(tree).getByRole('link', { name: 'Laptops' })).toHaveAttribute('aria-current', 'page');
    expect(within(tree).queryByRole('link', { name: 'Split AC' })).not.toBeInTheDocument();
    fireEvent.click(within(tree).getByRole('button', { name: 'Show Home Appliances categories' }));
    fireEvent.click(within(tree).getByRole('button', { name: 'Show Air Conditioners categories' }));
    expect(within(tree).getByRole('link', { name: 'Split AC' })).toHaveAttribute('href', '/category/Split%20AC');
    expect(screen.queryByRole('navigation', { name: 'Top categories' })).not.toBeInTheDocument();
  });

  test('an out-of-range page in the URL shows the last real page', async () => {
    mockApi({ 'excel-data': catalog(25) });
    renderAt('/category/tv?page=99', '/category/:category', <CategoryPage />);
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });
});

test("headings show a category's proper name, not CSS capitalize's ('Tv &', 'TAB')", async () => {
  mockApi({ 'excel-data': catalog(3) });
  const first = renderAt('/category/tv%20%26%20home%20entertainment', '/category/:category', <CategoryPage />);
  await screen.findByText('Product 1');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('TV & Home Entertainment');
  first.unmount();
  renderAt('/category/Mobile%20%26%20TAB', '/category/:category', <CategoryPage />);
  await screen.findByText('Product 1');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mobile & Tab');
});

describe('brand page', () => {
  test('asks excel-data by Name, shows the list reversed, 10 a page, with 10 top categories and no brand boxes', async () => {
    const api = mockApi({ 'excel-data': catalog(12) });
    renderAt('/brands/Samsung', '/brands/:brandName', <BrandPage />);
    await screen.findByText('Product 12');
    expect(api.callsTo('excel-data')[0]?.query.get('field')).toBe('Name');
    expect(api.callsTo('excel-data')[0]?.query.get('value')).toBe('Samsung');
    expect(names()).toEqual([
      'Product 12',
      'Product 11',
      'Product 10',
      'Product 9',
      'Product 8',
      'Product 7',
      'Product 6',
      'Product 5',
      'Product 4',
      'Product 3',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(names()).toEqual(['Product 2', 'Product 1']);
    const top = within(screen.getByRole('navigation', { name: 'Top categories' })).getAllByRole('link');
    expect(top).toHaveLength(10);
    expect(top.map((link) => link.textContent)).toContain('TV & Home Entertainment');
    expect(top[0]).toHaveAttribute('href', '/category/mobile%20%26%20tab');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
  });
});

describe('search page', () => {
  test('asks searchFunction, reverses the list, 10 a page, with brand boxes and top categories', async () => {
    const api = mockApi({ searchFunction: { results: catalog(11) } });
    renderAt('/search/samsng', '/search/:search', <SearchPage />);
    await screen.findByText('Product 11');
    expect(api.callsTo('searchFunction')[0]?.query.get('value')).toBe('samsng');
    expect(api.callsTo('searchFunction')[0]?.query.get('limit')).toBe('50');
    expect(api.callsTo('searchFunction')[0]?.query.get('threshold')).toBe('0.7');
    expect(names()[0]).toBe('Product 11');
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('checkbox', { name: 'LG' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Top categories' })).toBeInTheDocument();
  });
});

test('on a phone the filters move into a side panel', async () => {
  setMobile(true);
  mockApi({ 'excel-data': catalog(4) });
  renderAt('/category/tv', '/category/:category', <CategoryPage />);
  await screen.findByText('Product 1');
  expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  const panel = await screen.findByRole('dialog', { name: 'Filters' });
  fireEvent.click(within(panel).getByRole('checkbox', { name: 'Sony' }));
  expect(location()).toBe('/category/tv?brand=Sony');
  expect(within(panel).getByRole('button', { name: 'Show 1 products' })).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(within(panel).getByRole('button', { name: 'Show 1 products' }));
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus());
  expect(names()).toEqual(['Product 3']);
});

test("the first row of cards loads its images at once, a phone's first row first; the rest lazily", async () => {
  mockApi({ 'excel-data': catalog(8) });
  renderAt('/category/tv', '/category/:category', <CategoryPage />);
  await screen.findByText('Product 8');
  const images = screen.getAllByRole('img');
  expect(images.slice(0, 4).map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager']);
  expect(images.slice(0, 4).map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null]);
  expect(images[4]).toHaveAttribute('loading', 'lazy');
  expect(images[4]).not.toHaveAttribute('fetchpriority');
});

describe("a category's first view on the server (loadCategoryFirstView)", () => {
  const listed = [
    makeProduct({ Model: 'ONE', Images: 'products/one-1.jpg,products/one-2.jpg' }),
    makeProduct({ Model: 'TWO', Images: 'products/two-1.jpg' }),
    makeProduct({ Model: 'THREE', Images: 'products/three-1.jpg' }),
  ];
  const load = (search: string) =>
    loadCategoryFirstView({ params: { category: 'audio' }, search, origin: 'http://store.test' }, new AbortController().signal);

  it("asks the page's head for its first row's pictures on a phone, the page's largest paint", async () => {
    mockApi({ 'excel-data': listed });
    expect((await load('')).head?.imagePreloads).toEqual([
      { href: '/api/images/products/one-1.jpg' },
      { href: '/api/images/products/two-1.jpg' },
    ]);
  });

  it('names no picture for a listing opened with a query, whose first cards may be others', async () => {
    mockApi({ 'excel-data': listed });
    expect((await load('?sort=price-asc')).head?.imagePreloads).toEqual([]);
  });
});
