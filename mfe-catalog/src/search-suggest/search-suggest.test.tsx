import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Product } from '@store/shared';
import { HttpAnswer, mockApi } from '../test-support/catalog-api';
import { makeProduct } from '../test-support/products';
import { renderInRouter } from '../test-support/render';
import { SearchSuggest } from './search-suggest';
import { suggestionCache } from './suggestion-cache';

const results: Product[] = [
  makeProduct({ Model: 'SM-A155F/DS', Name: 'Samsung Galaxy A15' }),
  makeProduct({ Model: 'SM-M146B', Name: 'Samsung Galaxy M14' }),
  makeProduct({ Model: 'SM-S921B', Name: 'Samsung Galaxy S24' }),
  makeProduct({ Model: 'SM-F741B', Name: 'Samsung Galaxy Z Flip6' }),
  makeProduct({ Model: 'SM-X216B', Name: 'Samsung Galaxy Tab A9+' }),
];

const input = () => screen.getByRole('combobox', { name: 'Search products' });
const location = () => screen.getByTestId('location').textContent;

async function typeAndWait(text: string, ms = 300) {
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  suggestionCache.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('waits for a 300 ms pause, then asks searchFunction with the spec’s query', async () => {
  const api = mockApi({ searchFunction: { results } });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('samsung', 299);
  expect(api.requests).toHaveLength(0);
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  const [request] = api.callsTo('searchFunction');
  expect(request?.url).toBe('/api/searchFunction?field=all&value=samsung&threshold=0.7&limit=5');
});

test('each keystroke clears the pending timer: one request for the last text', async () => {
  const api = mockApi({ searchFunction: { results } });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('s', 200);
  await typeAndWait('sa', 200);
  await typeAndWait('sam', 300);
  expect(api.requests.map((r) => r.query.get('value'))).toEqual(['sam']);
});

test('shows the first 3 results with image and name in a listbox', async () => {
  mockApi({ searchFunction: { results } });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('galaxy');
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Samsung Galaxy A15', 'Samsung Galaxy M14', 'Samsung Galaxy S24']);
  expect(input()).toHaveAttribute('aria-expanded', 'true');
  expect(within(options[0] as HTMLElement).getByRole('presentation', { hidden: true })).toHaveAttribute(
    'src',
    '/api/images/products/sm-a155f-1.jpg',
  );
});

test('a bare list answer works too', async () => {
  mockApi({ searchFunction: results.slice(0, 1) });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('a15');
  expect(await screen.findAllByRole('option')).toHaveLength(1);
});

test('shows a spinner while loading and hides it when the answer arrives', async () => {
  let answer: (value: unknown) => void = () => undefined;
  mockApi({ searchFunction: () => new Promise((resolve) => (answer = resolve)) });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('lg');
  expect(screen.getByRole('progressbar', { name: 'Searching' })).toBeInTheDocument();
  await act(async () => answer({ results }));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('an empty or whitespace query clears the suggestions and hides the dropdown', async () => {
  mockApi({ searchFunction: { results } });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('sam');
  expect(screen.getAllByRole('option')).toHaveLength(3);
  await typeAndWait('   ');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(input()).toHaveAttribute('aria-expanded', 'false');
});

test('no results: empty list and the dropdown stays hidden', async () => {
  mockApi({ searchFunction: { results: [] } });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('zzzz');
  expect(input()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a repeated query is answered from the cache without a request', async () => {
  const api = mockApi({ searchFunction: { results } });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('sony');
  await typeAndWait('sonyx');
  await typeAndWait('sony');
  expect(api.requests.map((r) => r.query.get('value'))).toEqual(['sony', 'sonyx']);
  expect(screen.getAllByRole('option')).toHaveLength(3);
});

test('after 50 newer queries the oldest is asked again', async () => {
  const api = mockApi({ searchFunction: { results } });
  renderInRouter(<SearchSuggest />);
  for (let i = 0; i <= 50; i += 1) await typeAndWait(`q${i}`);
  await typeAndWait('q0');
  await typeAndWait('q50');
  const asked = api.requests.map((r) => r.query.get('value'));
  expect(asked).toHaveLength(52);
  expect(asked.at(-1)).toBe('q0');
});

test('gives up after 10 s: logged as aborted, no dropdown, loading ends', async () => {
  mockApi({
    searchFunction: ({ signal }: { signal?: AbortSignal | null }) =>
      new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error))),
  });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('slow');
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(10_000);
  });
  expect(console.error).toHaveBeenCalledWith('Search request was aborted');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(input()).toHaveAttribute('aria-expanded', 'false');
});

test('a non-OK status is logged as an HTTP error and gives an empty list, with no message shown', async () => {
  mockApi({ searchFunction: new HttpAnswer(502, 'Bad gateway') });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('tv');
  expect(console.error).toHaveBeenCalledWith('HTTP error! status: 502');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('arrows move through the options, Enter opens the active one and calls onNavigate', async () => {
  mockApi({ searchFunction: { results } });
  const onNavigate = jest.fn();
  renderInRouter(<SearchSuggest onNavigate={onNavigate} />);
  await typeAndWait('galaxy');
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  const options = screen.getAllByRole('option');
  expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  fireEvent.keyDown(input(), { key: 'ArrowDown' });
  expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
  fireEvent.keyDown(input(), { key: 'ArrowUp' });
  expect(input()).toHaveAttribute('aria-activedescendant', options[2]?.id);
  fireEvent.submit(screen.getByRole('search'));
  expect(location()).toBe('/product/SM-S921B');
  expect(onNavigate).toHaveBeenCalledTimes(1);
  expect(input()).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the dropdown', async () => {
  mockApi({ searchFunction: { results } });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('galaxy');
  fireEvent.keyDown(input(), { key: 'Escape' });
  expect(input()).toHaveAttribute('aria-expanded', 'false');
});

test('Enter with no option chosen, and View All, go to /search/{term}', async () => {
  mockApi({ searchFunction: { results } });
  const onNavigate = jest.fn();
  renderInRouter(<SearchSuggest onNavigate={onNavigate} />);
  await typeAndWait('samsng tv');
  fireEvent.click(screen.getByRole('button', { name: 'View All' }));
  expect(location()).toBe('/search/samsng%20tv');
  await typeAndWait('lg');
  fireEvent.submit(screen.getByRole('search'));
  expect(location()).toBe('/search/lg');
  expect(onNavigate).toHaveBeenCalledTimes(2);
});

test('clicking a suggestion opens /product/{Model}', async () => {
  mockApi({ searchFunction: { results } });
  renderInRouter(<SearchSuggest />);
  await typeAndWait('galaxy');
  fireEvent.click(screen.getByRole('option', { name: 'Samsung Galaxy M14' }));
  expect(location()).toBe('/product/SM-M146B');
});

test('submitting an empty box goes nowhere', () => {
  mockApi({});
  renderInRouter(<SearchSuggest placeholder="Search here" />, '/cart');
  expect(input()).toHaveAttribute('placeholder', 'Search here');
  fireEvent.submit(screen.getByRole('search'));
  expect(location()).toBe('/cart');
});
