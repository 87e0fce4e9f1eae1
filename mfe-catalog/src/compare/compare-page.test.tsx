import { act, fireEvent, screen, within } from '@testing-library/react';
import { compareStore, type CompareItem } from '@store/shared';
import { mockApi } from '../test-support/catalog-api';
import { renderInRouter } from '../test-support/render';
import { ComparePage } from './compare-page';

const item = (overrides: Partial<CompareItem>): CompareItem => ({
  sale_price: 15999,
  regular_price: 19999,
  description: '6.5 inch display',
  stock: 12,
  weight: '200 g',
  brand: 'Samsung',
  image: 'products/a.jpg',
  name: 'Galaxy A15',
  model: 'SM-A155F/DS',
  dimmensions: '16 x 7 x 0.8 cm',
  sku: 'SKU-A15',
  catagory: 'Mobile & Tab',
  ...overrides,
});

const phoneA = item({});
const phoneB = item({ name: 'Vivo T3', model: 'V2334', brand: 'Vivo', stock: 0, sku: 'SKU-T3' });
const tv = item({ name: 'LG 55 TV', model: 'LG55', brand: 'LG', catagory: 'TV & Home Entertainment' });

beforeEach(() => {
  mockApi({
    'review-retrieve': ({ body }: { body: { product_id: string } }) =>
      body.product_id === 'SM-A155F/DS'
        ? { statusCode: 200, body: { reviews: [{ review_text: 'ok', rating: 4 }], average_rating: 4 } }
        : { statusCode: 200, body: { reviews: [], average_rating: 0 } },
  });
});

test("empty: 'No products to compare.'", () => {
  compareStore.getState().clear();
  renderInRouter(<ComparePage />);
  expect(screen.getByText('No products to compare.')).toBeInTheDocument();
});

test('a tab per category of the compared items, each with its products side by side', async () => {
  compareStore.getState().set([phoneA, tv, phoneB]);
  renderInRouter(<ComparePage />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Mobile & Tab', 'TV & Home Entertainment']);
  const panel = screen.getByRole('tabpanel');
  expect(
    within(panel)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Feature', 'Galaxy A15', 'Vivo T3']);
  expect(
    within(panel)
      .getAllByRole('rowheader')
      .map((h) => h.textContent),
  ).toEqual(['Price', 'Description', 'SKU', 'Availability', 'Weight', 'Dimensions', 'Brand', 'Rating', 'Delete']);
  expect(within(panel).getAllByText('16 x 7 x 0.8 cm', { selector: 'td' })).toHaveLength(2);
  expect(within(panel).getByText('Out of Stock')).toBeInTheDocument();
  expect(await within(panel).findByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  expect(within(panel).getByText('No ratings')).toBeInTheDocument();

  await act(async () => {
    fireEvent.mouseDown(tabs[1] as HTMLElement);
  });
  expect(
    within(screen.getByRole('tabpanel'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Feature', 'LG 55 TV']);
  expect(await within(screen.getByRole('tabpanel')).findByText('No ratings')).toBeInTheDocument();
});

test('Delete removes the item from storage; the last of a category removes its tab', async () => {
  compareStore.getState().set([tv, phoneA]);
  renderInRouter(<ComparePage />);
  await act(async () => undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Remove LG 55 TV from compare' }));
  expect(JSON.parse(window.localStorage.getItem('compareItems') ?? '[]')).toEqual([phoneA]);
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Mobile & Tab']);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Galaxy A15');
  expect(await screen.findByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
});
