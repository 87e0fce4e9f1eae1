import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  cartStore,
  compareStore,
  HELD_TAP_BODY,
  HELD_TAP_CALL,
  HELD_TAP_CALLS,
  heldTapCallKey,
  on,
  REPLAYED_FLAG,
  tokenStore,
  type NoticePayload,
  type Product,
} from '@store/shared';
import { HttpAnswer, mockApi } from '../test-support/catalog-api';
import { setMobile } from '../test-support/viewport';
import { makeProduct } from '../test-support/products';
import { renderAt } from '../test-support/render';
import { loadProductFirstView } from './first-view';
import { ProductPage } from './product-page';

const product = makeProduct({
  Model: 'SM-A155F/DS',
  Name: 'Samsung Galaxy A15 5G',
  Sale_price: 15999,
  Regular_price: 19999,
  Short_description: '6.5 inch sAMOLED display\n50 MP triple camera\n5000 mAh battery',
  Description: 'A dependable 5G phone.',
});
const related = Array.from({ length: 11 }, (_, i) => makeProduct({ id: 100 + i, Model: `REL-${i}`, Name: `Related ${i}` }));

interface Overrides {
  product?: unknown;
  stock?: unknown;
  reviews?: unknown;
  spec?: unknown;
  extra?: Record<string, unknown>;
}

function productApi(overrides: Overrides = {}) {
  return mockApi({
    'excel-data': ({ url }: { url: string }) =>
      url.includes('field=Model')
        ? (overrides.product ?? [product])
        : [...related, makeProduct({ Model: 'sm-a155f/ds', Name: 'Itself' })],
    'stock-details': overrides.stock ?? { statusCode: 200, body: { ProductStock: [{ Available_Qty: 10 }] } },
    specificationFetcher: overrides.spec ?? {
      statusCode: 200,
      Specification: '{"Display":"6.5 inch","RAM":"6 GB","Colour":NaN}',
    },
    'review-retrieve': overrides.reviews ?? {
      statusCode: 200,
      body: {
        reviews: [
          { review_text: 'Great value', rating: 5, name: 'Ananya' },
          { review_text: 'Battery lasts', rating: 4, name: 'Rahul' },
        ],
        average_rating: 4.5,
      },
    },
    ...overrides.extra,
  });
}

const open = () => renderAt('/product/SM-A155F', '/product/:productId', <ProductPage />);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  setMobile(false);
  cartStore.getState().clear();
  compareStore.getState().clear();
  tokenStore.getState().clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("'Loading...' first, then the product asked by model", async () => {
  const api = productApi();
  open();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy A15 5G' })).toBeInTheDocument();
  expect(api.callsTo('excel-data')[0]?.query.get('value')).toBe('SM-A155F');
  expect(api.callsTo('stock-details')[0]?.body).toEqual({ sku: 'SM-A155F/DS' });
});

test("'No Such Product' for an empty list and 'No product details available.' when the call fails", async () => {
  productApi({ product: [] });
  const first = open();
  expect(await screen.findByText('No Such Product')).toBeInTheDocument();
  first.unmount();
  productApi({ product: new HttpAnswer(500, { message: 'down' }) });
  const second = open();
  expect(await screen.findByText('No product details available.')).toBeInTheDocument();
  second.unmount();
  // The api down behind the edge: the page says so, not "No Such Product".
  productApi({
    product: new HttpAnswer(503, { statusCode: 503, body: 'The store is unavailable right now. Please try again in a moment.' }),
  });
  open();
  expect(await screen.findByText('The store is unavailable right now. Please try again in a moment.')).toBeInTheDocument();
  expect(screen.queryByText('No Such Product')).not.toBeInTheDocument();
});

test('price with tax note, struck MRP, floored discount badge, bullets with disclaimer and feature badges', async () => {
  productApi();
  open();
  const info = (await screen.findByRole('heading', { level: 1 })).parentElement as HTMLElement;
  expect(within(info).getByText('₹15,999.00')).toBeInTheDocument();
  expect(within(info).getByText('₹19,999.00').tagName).toBe('S');
  expect(within(info).getByText('Inclusive of all taxes')).toBeInTheDocument();
  expect(screen.getByText('20% OFF')).toBeInTheDocument();
  expect(screen.getByText('50 MP triple camera').tagName).toBe('LI');
  expect(screen.getByText(/^Disclaimer:/)).toBeInTheDocument();
  const badges = within(screen.getByRole('list', { name: 'Why buy from us' })).getAllByRole('listitem');
  expect(badges.map((b) => b.textContent)).toEqual([
    'Free Shipping',
    'Secure Online Payment',
    'Safe Delivery',
    'Easy Installment',
  ]);
});

describe('the badges promise what the cart charges', () => {
  const badgesFor = async (salePrice: number) => {
    productApi({ product: [{ ...product, Sale_price: salePrice }] });
    open();
    await screen.findByRole('heading', { level: 1 });
    return within(screen.getByRole('list', { name: 'Why buy from us' }))
      .getAllByRole('listitem')
      .map((badge) => badge.textContent);
  };

  test('a ₹4,999 product, charged ₹197 shipping alone in the cart, says where shipping becomes free', async () => {
    const badges = await badgesFor(4999);
    expect(badges).toContain('Free Shipping above ₹5,000.00');
    expect(badges).not.toContain('Free Shipping');
  });

  test('a ₹5,001 product ships free', async () => {
    expect(await badgesFor(5001)).toContain('Free Shipping');
  });

  test('no cash-on-delivery promise: checkout takes online payment only', async () => {
    const badges = await badgesFor(5001);
    expect(badges.join(' ')).not.toMatch(/on delivery|cash/i);
  });
});

test('thumbnails switch the main image, which loads first', async () => {
  productApi();
  open();
  await screen.findByRole('heading', { level: 1 });
  const main = screen.getByRole('img', { name: 'Samsung Galaxy A15 5G' });
  expect(main).toHaveAttribute('src', '/api/images/products/sm-a155f-1.jpg');
  expect(main).toHaveAttribute('fetchpriority', 'high');
  fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
  expect(screen.getByRole('img', { name: 'Samsung Galaxy A15 5G' })).toHaveAttribute(
    'src',
    '/api/images/products/sm-a155f-2.jpg',
  );
  expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
});

describe('stock gating (purchasable above 2)', () => {
  const stockOf = (qty: number) => ({ statusCode: 200, body: { ProductStock: [{ Available_Qty: qty }] } });

  test('3 available: Add to Cart and Buy Now', async () => {
    productApi({ stock: stockOf(3) });
    open();
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
  });

  test("2 available: 'Out of Stock' and no cart buttons", async () => {
    productApi({ stock: stockOf(2) });
    open();
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  test('a failed stock call counts as out of stock', async () => {
    productApi({ stock: new HttpAnswer(503, { message: 'down' }) });
    open();
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
  });

  test('nothing is shown while stock loads', async () => {
    productApi({ stock: () => new Promise(() => undefined) });
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});

test('Add to Cart stores the quantity and says so under the buttons for 3 s, covering nothing', async () => {
  productApi();
  const notices: NoticePayload[] = [];
  const off = on('notice:show', (n) => notices.push(n));
  open();
  fireEvent.change(await screen.findByRole('spinbutton', { name: 'Quantity' }), { target: { value: '3' } });
  jest.useFakeTimers();
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(cartStore.getState().value).toEqual([
      { model: 'SM-A155F/DS', name: 'Samsung Galaxy A15 5G', price: 15999, url: 'products/sm-a155f-1.jpg', quantity: 3 },
    ]);
    const status = screen.getByText('Samsung Galaxy A15 5G added to cart successfully');
    expect(status).toHaveAttribute('role', 'status');
    expect(notices).toEqual([]);
    act(() => jest.advanceTimersByTime(2999));
    expect(status).toHaveTextContent('added to cart successfully');
    act(() => jest.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
  } finally {
    jest.useRealTimers();
    off();
  }
});

/** A tap the page's early-input listener held before hydration and dispatches after it. */
function replayedClick(target: HTMLElement): void {
  const click = createEvent.click(target);
  Object.assign(click, { [REPLAYED_FLAG]: true });
  fireEvent(target, click);
}

test('a tap held before hydration asks for the stock again and adds once while it can be bought', async () => {
  const api = productApi();
  open();
  replayedClick(await screen.findByRole('button', { name: 'Add to Cart' }));
  await waitFor(() => expect(cartStore.getState().value.map((line) => line.quantity)).toEqual([1]));
  expect(api.callsTo('stock-details')).toHaveLength(2);
});

test('a buy button names its stock call, which the page asks for as a tap is held; the replay takes that answer', async () => {
  const api = productApi();
  open();
  const button = await screen.findByRole('button', { name: 'Add to Cart' });
  await waitFor(() => expect(api.callsTo('stock-details')).toHaveLength(1));
  // What the page's early-input listener does with a tap held on it (shell/server/start-up/early-input.ts).
  const [call, body] = [button.getAttribute(HELD_TAP_CALL)!, button.getAttribute(HELD_TAP_BODY)!];
  expect([call, JSON.parse(body)]).toEqual(['stock-details', { sku: 'SM-A155F/DS' }]);
  Object.assign(window, { [HELD_TAP_CALLS]: { [heldTapCallKey(call, body)]: fetch(`/api/${call}`, { method: 'POST', body }) } });
  replayedClick(button);
  await waitFor(() => expect(cartStore.getState().value.map((line) => line.quantity)).toEqual([1]));
  expect(api.callsTo('stock-details')).toHaveLength(2);
});

/** The stock's first answer (the page's), then answers the test gives one by one. */
function stockAnswersByHand() {
  const later: Array<(qty: number) => void> = [];
  const stockOf = (qty: number) => ({ statusCode: 200, body: { ProductStock: [{ Available_Qty: qty }] } });
  let asked = 0;
  productApi({
    stock: () => (asked++ === 0 ? stockOf(10) : new Promise((resolve) => later.push((qty) => resolve(stockOf(qty))))),
  });
  const answer = (qty: number) =>
    act(async () => {
      later.shift()?.(qty);
    });
  return { answer, pending: () => later.length };
}

function noticesHeard() {
  const notices: NoticePayload[] = [];
  const off = on('notice:show', (notice) => notices.push(notice));
  return { notices, off };
}

test('a replayed tap puts the product in the cart at once; the shopper is told once the fresh stock agrees', async () => {
  const stock = stockAnswersByHand();
  open();
  replayedClick(await screen.findByRole('button', { name: 'Add to Cart' }));
  await waitFor(() => expect(stock.pending()).toBe(1));
  expect(cartStore.getState().value.map((line) => line.quantity)).toEqual([1]);
  expect(screen.queryByText('Samsung Galaxy A15 5G added to cart successfully')).toBeNull();
  await stock.answer(10);
  expect(screen.getByText('Samsung Galaxy A15 5G added to cart successfully')).toBeVisible();
  expect(cartStore.getState().value.map((line) => line.quantity)).toEqual([1]);
});

test('a tap held before hydration on a product sold out meanwhile says so and leaves nothing added', async () => {
  const stock = stockAnswersByHand();
  const { notices, off } = noticesHeard();
  open();
  replayedClick(await screen.findByRole('button', { name: 'Add to Cart' }));
  await waitFor(() => expect(stock.pending()).toBe(1));
  await stock.answer(0);
  expect(notices).toEqual([{ text: 'Samsung Galaxy A15 5G is out of stock', tone: 'error' }]);
  expect(cartStore.getState().value).toEqual([]);
  expect(screen.queryByText('Samsung Galaxy A15 5G added to cart successfully')).toBeNull();
  off();
});

test('a held tap taken back gives the cart line the quantity it had, and Buy Now does not go to the cart', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const stock = stockAnswersByHand();
  cartStore.getState().set([{ model: 'SM-A155F/DS', name: 'Samsung Galaxy A15 5G', url: '', price: 15999, quantity: 3 }]);
  open();
  replayedClick(await screen.findByRole('button', { name: 'Buy Now' }));
  await waitFor(() => expect(stock.pending()).toBe(1));
  expect(cartStore.getState().value.map((line) => line.quantity)).toEqual([4]);
  await stock.answer(1);
  expect(cartStore.getState().value.map((line) => line.quantity)).toEqual([3]);
  await act(() => jest.advanceTimersByTimeAsync(3000));
  expect(location()).toBe('/product/SM-A155F');
});

test('a quantity that is not a whole number of 1 or more is refused with a message', async () => {
  productApi();
  open();
  fireEvent.change(await screen.findByRole('spinbutton', { name: 'Quantity' }), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a quantity of 1 or more');
  expect(cartStore.getState().value).toEqual([]);
});

test('Buy Now adds, then goes to /cart after 1.5 s', async () => {
  productApi();
  open();
  const buy = await screen.findByRole('button', { name: 'Buy Now' });
  jest.useFakeTimers();
  fireEvent.click(buy);
  expect(cartStore.getState().value).toHaveLength(1);
  act(() => jest.advanceTimersByTime(1499));
  expect(location()).toBe('/product/SM-A155F');
  act(() => jest.advanceTimersByTime(1));
  expect(location()).toBe('/cart');
});

test("Compare: 'Added', then 'Already Added' for a model already there, each back to 'Compare' after 3 s", async () => {
  productApi();
  open();
  const compare = await screen.findByRole('button', { name: 'Compare' });
  jest.useFakeTimers();
  fireEvent.click(compare);
  expect(compare).toHaveTextContent('Added');
  expect(compareStore.getState().value[0]).toMatchObject({
    model: 'SM-A155F/DS',
    catagory: 'Mobile & Tab',
    dimmensions: '16 x 7 x 0.8 cm',
  });
  act(() => jest.advanceTimersByTime(3000));
  expect(compare).toHaveTextContent(/^Compare$/);
  fireEvent.click(compare);
  expect(compare).toHaveTextContent('Already Added');
  expect(compareStore.getState().value).toHaveLength(1);
  act(() => jest.advanceTimersByTime(3000));
  expect(compare).toHaveTextContent(/^Compare$/);
});

describe('pincode check', () => {
  test('deliverable and not deliverable messages', async () => {
    const api = productApi({
      extra: {
        'pincode-check': ({ body }: { body: { pincode: string } }) =>
          body.pincode === '700016'
            ? { statusCode: 200, body: 'Delivery is available in your area' }
            : new HttpAnswer(404, { statusCode: 404, body: 'Delivery is not available in your area' }),
      },
    });
    open();
    const input = await screen.findByRole('textbox', { name: 'Check delivery' });
    fireEvent.change(input, { target: { value: '700016' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Delivery is available in your area')).toHaveClass('text-success');
    fireEvent.change(input, { target: { value: '110001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Delivery is not available in your area')).toHaveClass('text-error');
    expect(api.callsTo('pincode-check').map((r) => r.body)).toEqual([{ pincode: '700016' }, { pincode: '110001' }]);
  });

  test('a pincode that is not 6 digits is refused without a call', async () => {
    const api = productApi({ extra: { 'pincode-check': { statusCode: 200 } } });
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Check delivery' }), { target: { value: '70a01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
    expect(api.callsTo('pincode-check')).toHaveLength(0);
  });
});

describe('tabs', () => {
  test('Description first when there is one; Specification from the string; Review', async () => {
    productApi();
    open();
    await screen.findByRole('heading', { level: 1 });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Description', 'Specification', 'Review']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A dependable 5G phone.');
    fireEvent.mouseDown(tabs[1] as HTMLElement);
    expect(await screen.findByRole('rowheader', { name: 'Display' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '6 GB' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Colour' })).not.toBeInTheDocument();
  });

  test('no description: no Description tab, Specification opens first', async () => {
    productApi({ product: [{ ...product, Description: null }] });
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Specification', 'Review']);
    expect(screen.getByRole('tab', { name: 'Specification' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Review shows the average, the count and the list', async () => {
    productApi();
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Review' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('4.5')).toBeInTheDocument();
    expect(within(panel).getByText('2 ratings')).toBeInTheDocument();
    expect(within(panel).getAllByRole('img', { name: 'Rated 4.5 out of 5' }).length).toBeGreaterThan(0);
    expect(within(panel).getByText('Great value')).toBeInTheDocument();
  });

  test("'No Reviews Yet' when there are none", async () => {
    productApi({ reviews: { statusCode: 200, body: { reviews: [], average_rating: 0 } } });
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Review' }));
    expect(await screen.findByText('No Reviews Yet')).toBeInTheDocument();
  });
});

describe('writing a review', () => {
  async function openReviewTab() {
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Review' }));
  }

  test('without a login it says so and opens the login modal; nothing is sent', async () => {
    const api = productApi({ extra: { 'review-rating': { statusCode: 200 } } });
    const opened: unknown[] = [];
    const off = on('login-modal:open', (detail) => opened.push(detail));
    await openReviewTab();
    expect(screen.getByText(/You need to log in to write a review/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Nice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to write a review.');
    expect(opened).toEqual([{ view: 'login' }]);
    expect(api.callsTo('review-rating')).toHaveLength(0);
    off();
  });

  test('with a login: whole-star rating and text are sent, a 3 s notice shows and the list reloads', async () => {
    tokenStore.getState().set('tok-123');
    const api = productApi({ extra: { 'review-rating': { statusCode: 200, body: 'Review submitted successfully' } } });
    const notices: NoticePayload[] = [];
    const off = on('notice:show', (n) => notices.push(n));
    await openReviewTab();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a rating.');
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write your review.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: ' Works well ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(api.callsTo('review-retrieve')).toHaveLength(2));
    expect(api.callsTo('review-rating')[0]?.body).toEqual({
      product_id: 'SM-A155F/DS',
      token: 'tok-123',
      review_text: 'Works well',
      rating: 3,
    });
    expect(notices).toContainEqual({ text: 'Review submitted successfully', tone: 'success', durationMs: 3000 });
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    off();
  });

  test('an expired login (401) ends the session, says so once and asks to log in again', async () => {
    tokenStore.getState().set('old');
    productApi({
      extra: { 'review-rating': new HttpAnswer(401, { statusCode: 401, body: 'Session expired, please log in again' }) },
    });
    const opened: unknown[] = [];
    const notices: NoticePayload[] = [];
    const offNotices = on('notice:show', (n) => notices.push(n));
    const off = on('login-modal:open', (detail) => opened.push(detail));
    await openReviewTab();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to write a review.');
    expect(opened).toHaveLength(1);
    expect(tokenStore.getState().value).toBeNull();
    expect(notices.filter(({ text }) => text === 'Session expired, please log in again')).toHaveLength(1);
    offNotices();
    off();
  });
});

test('up to 8 related products of its own sub-category, never the product itself', async () => {
  const api = productApi();
  open();
  const region = await screen.findByRole('region', { name: 'Related Products' });
  await within(region).findByText('Related 0');
  expect(within(region).getAllByRole('article')).toHaveLength(8);
  expect(within(region).queryByText('Itself')).not.toBeInTheDocument();
  const relatedCalls = api.callsTo('excel-data').filter((r) => r.query.get('field') === 'Categories');
  expect(relatedCalls.map((r) => r.query.get('value'))).toEqual(['Mobile']);
});

test('a sub-category with few products is topped up from its first category, without repeats', async () => {
  const grinder = makeProduct({
    Model: 'PHIL200O/WK',
    Name: 'Philips Mixer Grinder',
    Categories: 'Kitchen Appliances>Mixer Grinders',
  });
  const grinders = [grinder, makeProduct({ id: 201, Model: 'BAJ1/X', Name: 'Bajaj Mixer Grinder' })];
  const kitchen = [
    grinders[1]!,
    ...Array.from({ length: 9 }, (_, i) => makeProduct({ id: 300 + i, Model: `MW-${i}`, Name: `Microwave ${i}` })),
  ];
  const api = productApi({
    product: [grinder],
    extra: {
      'excel-data': ({ url }: { url: string }) =>
        url.includes('field=Model') ? [grinder] : url.includes('Mixer') ? grinders : kitchen,
    },
  });
  open();
  const region = await screen.findByRole('region', { name: 'Related Products' });
  await within(region).findByText('Microwave 0');
  const names = within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(names).toEqual(['Bajaj Mixer Grinder', ...Array.from({ length: 7 }, (_, i) => `Microwave ${i}`)]);
  const relatedCalls = api.callsTo('excel-data').filter((r) => r.query.get('field') === 'Categories');
  expect(relatedCalls.map((r) => r.query.get('value'))).toEqual(['Mixer Grinders', 'Kitchen Appliances']);
});

test('title, meta description and schema.org Product data for search engines', async () => {
  productApi();
  const { container } = open();
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('button', { name: 'Buy Now' });
  expect(document.title).toBe('Samsung Galaxy A15 5G | Bengal Electronics');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    '6.5 inch sAMOLED display. 50 MP triple camera. 5000 mAh battery',
  );
  const script = container.querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(script?.textContent ?? '{}') as Record<string, any>;
  expect(data).toMatchObject({
    '@type': 'Product',
    name: 'Samsung Galaxy A15 5G',
    sku: 'SM-A155F/DS',
    brand: { '@type': 'Brand', name: 'Samsung' },
    offers: { '@type': 'Offer', priceCurrency: 'INR', price: '15999.00', availability: 'https://schema.org/InStock' },
    aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
  });
  expect(data.image[0]).toBe('http://localhost/api/images/products/sm-a155f-1.jpg');
});

test('a name with markup cannot break out of the data script', async () => {
  productApi({ product: [{ ...product, Name: 'Evil </script><b>x</b>' } satisfies Product] });
  const { container } = open();
  await screen.findByRole('heading', { level: 1 });
  expect(container.querySelector('b')).toBeNull();
});

test('bullets split on line breaks and bars; the Description tab keeps sentences with bars together', async () => {
  productApi({
    product: [
      { ...product, Short_description: '8 GB RAM | 64 GB ROM\nFast charging', Description: 'Fast | light\nSecond paragraph' },
    ],
  });
  open();
  await screen.findByRole('heading', { level: 1 });
  expect(['8 GB RAM', '64 GB ROM', 'Fast charging'].map((text) => screen.getByText(text).tagName)).toEqual(['LI', 'LI', 'LI']);
  expect(
    within(screen.getByRole('tabpanel'))
      .getAllByText(/./)
      .map((p) => p.textContent),
  ).toEqual(['Fast | light', 'Second paragraph']);
});

describe('the first view rendered on the server (loadFirstView)', () => {
  it('shows the product it was given at once and does not ask the api for it again', async () => {
    const api = productApi();
    const { data } = await loadProductFirstView(
      { params: { productId: 'SM-A155F' }, search: '', origin: 'http://store.test' },
      new AbortController().signal,
    );
    expect(api.callsTo('excel-data').filter((call) => call.url.includes('field=Model'))).toHaveLength(1);

    renderAt('/product/SM-A155F', '/product/:productId', <ProductPage firstView={data} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Samsung Galaxy A15 5G' })).toBeInTheDocument();
    // The stock came with it: the buy box has its final height in the first render (nothing moves).
    expect(screen.getByRole('button', { name: /Add to Cart/i })).toBeInTheDocument();
    // Reviews still load in the browser; the product and its stock are not asked for again.
    await waitFor(() => expect(api.callsTo('review-retrieve').length).toBeGreaterThan(0));
    expect(api.callsTo('excel-data').filter((call) => call.url.includes('field=Model'))).toHaveLength(1);
    expect(api.callsTo('stock-details')).toHaveLength(1);
  });

  it("asks the page's head for the main picture, its largest paint, ahead of everything", async () => {
    productApi();
    const { head } = await loadProductFirstView(
      { params: { productId: 'SM-A155F' }, search: '', origin: 'http://store.test' },
      new AbortController().signal,
    );
    expect(head?.imagePreloads).toEqual([{ href: '/api/images/products/sm-a155f-1.jpg' }]);
  });

  it('leaves the stock to the browser when its call fails on the server, never sending it as out of stock', async () => {
    const api = productApi({ stock: new HttpAnswer(500, 'down') });
    const { data } = await loadProductFirstView(
      { params: { productId: 'SM-A155F' }, search: '', origin: 'http://store.test' },
      new AbortController().signal,
    );
    expect(Object.keys(data ?? {})).toEqual(['product:SM-A155F']);
    expect(api.callsTo('stock-details')).toHaveLength(1);
  });

  it('asks for the stock beside the product, not after it: one round trip to the api', async () => {
    let answerProduct: (list: Product[]) => void = () => undefined;
    const api = productApi({ extra: { 'excel-data': () => new Promise<Product[]>((resolve) => (answerProduct = resolve)) } });
    const loading = loadProductFirstView(
      { params: { productId: 'SM-A155F' }, search: '', origin: 'http://store.test' },
      new AbortController().signal,
    );
    // A turn of the event loop with the product still unanswered: its stock is already asked for.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.callsTo('stock-details').map((call) => call.body)).toEqual([{ sku: 'SM-A155F' }]);
    answerProduct([product]);
    const { data } = await loading;
    expect(data).toEqual({ 'product:SM-A155F': product, 'stock:SM-A155F/DS': 10 });
    expect(api.callsTo('stock-details')).toHaveLength(1);
  });

  it('asks for the stock again by the model when the address names the product otherwise', async () => {
    const api = productApi({
      stock: ({ body }: { body: { sku: string } }) => ({
        statusCode: 200,
        body: { ProductStock: [{ Available_Qty: body.sku === 'SM-A155F/DS' ? 10 : 0 }] },
      }),
    });
    const { data } = await loadProductFirstView(
      { params: { productId: 'SM-A155F/XX' }, search: '', origin: 'http://store.test' },
      new AbortController().signal,
    );
    expect(api.callsTo('stock-details').map((call) => call.body)).toEqual([{ sku: 'SM-A155F/XX' }, { sku: 'SM-A155F/DS' }]);
    expect(data).toEqual({ 'product:SM-A155F/XX': product, 'stock:SM-A155F/DS': 10 });
  });

  it('sends no stock for a model the api does not know', async () => {
    productApi({ product: [], stock: new HttpAnswer(404, { statusCode: 404, body: 'No product with that model' }) });
    const { data, head } = await loadProductFirstView(
      { params: { productId: 'NOPE999' }, search: '', origin: 'http://store.test' },
      new AbortController().signal,
    );
    expect(data).toEqual({ 'product:NOPE999': null });
    expect(head).toBeUndefined();
  });

  it('names the page in its head tags, with the canonical product address', async () => {
    productApi();
    const { head } = await loadProductFirstView(
      { params: { productId: 'SM-A155F' }, search: '', origin: 'https://store.example' },
      new AbortController().signal,
    );
    expect(head).toMatchObject({
      title: 'Samsung Galaxy A15 5G | Bengal Electronics',
      description: '6.5 inch sAMOLED display. 50 MP triple camera. 5000 mAh battery',
      canonical: 'https://store.example/product/SM-A155F',
    });
    // The Product (price and stock) and its breadcrumbs, for search engines before any script runs.
    expect(head?.jsonLd?.map((data) => (data as { '@type': string })['@type'])).toEqual(['Product', 'BreadcrumbList']);
  });

  it('throws when the api fails, so the page is left to fetch in the browser', async () => {
    productApi({ extra: { 'excel-data': new HttpAnswer(500, 'down') } });
    await expect(
      loadProductFirstView({ params: { productId: 'SM-A155F' }, search: '', origin: '' }, new AbortController().signal),
    ).rejects.toThrow();
  });
});
