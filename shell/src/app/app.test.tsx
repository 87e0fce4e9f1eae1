import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cart, cartStore, emit, type SearchSuggestProps } from '@store/shared';
import { fakeLoader, renderApp } from '../test-support/render-app';
import { PAGE_ROUTES } from './page-routes';

beforeEach(() => {
  cartStore.getState().clear();
  window.scrollTo = jest.fn();
});

test('every route of the spec renders the page its remote exposes', async () => {
  for (const route of PAGE_ROUTES) {
    const path = route.path
      .replace(':category', 'audio')
      .replace(':productId', 'ABC123')
      .replace(':brandName', 'LG')
      .replace(':search', 'tv')
      .replace('/*', '/orders');
    const { unmount } = renderApp(path);
    expect(await screen.findByRole('heading', { name: `${route.remote}/${route.module}` })).toBeInTheDocument();
    unmount();
  }
});

test('an unknown path shows the router fallback inside the store layout', async () => {
  renderApp('/no/such/page');
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  expect(screen.getByText('Free Shipping Order Above Rs. 5000')).toBeInTheDocument();
});

test('the header shows the cart amount in rupees and the line count, following every change', async () => {
  renderApp('/');
  await screen.findByRole('heading', { name: 'mfe-catalog/HomePage' });
  expect(screen.getByTestId('cart-amount')).toHaveTextContent('₹0.00');
  act(() => {
    cart.add({ model: 'A1', name: 'Mixer', price: 999.99, url: 'a.jpg' });
    cart.add({ model: 'A1', name: 'Mixer', price: 999.99, url: 'a.jpg' });
    cart.add({ model: 'B2', name: 'Kettle', price: 1234567.5, url: 'b.jpg' });
  });
  expect(screen.getByTestId('cart-amount')).toHaveTextContent('₹12,36,567.48');
  expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
});

test('the category dropdown routes each of the ten categories by its value', async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/');
  await user.click(screen.getByRole('button', { name: 'All Categories' }));
  const list = screen.getByRole('list', { name: 'All categories' });
  expect(within(list).getAllByRole('link')).toHaveLength(10);
  await user.click(within(list).getByRole('link', { name: 'Mobile & Tab' }));
  expect(router.state.location.pathname).toBe('/category/mobile%20%26%20tab');
  expect(await screen.findByRole('heading', { name: 'mfe-catalog/CategoryPage' })).toBeInTheDocument();
});

test('the page scrolls to top on every route change', async () => {
  const user = userEvent.setup();
  renderApp('/');
  await screen.findByRole('heading', { name: 'mfe-catalog/HomePage' });
  (window.scrollTo as jest.Mock).mockClear();
  await user.click(screen.getAllByRole('link', { name: 'Contact Us' })[0]!);
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
});

test('the first view is not scrolled when the page mounts: the shopper may have scrolled already', async () => {
  renderApp('/');
  await screen.findByRole('heading', { name: 'mfe-catalog/HomePage' });
  expect(window.scrollTo).not.toHaveBeenCalled();
});

test('the login modal starts closed and opens on login first with the account forms', async () => {
  const load = fakeLoader({
    'mfe-account/LoginRegisterForms': (({ initialView }: { initialView: string }) => <p>forms: {initialView}</p>) as never,
  });
  renderApp('/', load);
  await screen.findByRole('heading', { name: 'mfe-catalog/HomePage' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Login or register' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('forms: login')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Login or register' })).toHaveFocus();
  act(() => emit('login-modal:open', { view: 'register' }));
  expect(await within(await screen.findByRole('dialog')).findByText('forms: register')).toBeInTheDocument();
});

test('with the catalog down the header search still submits to /search/{term}', async () => {
  const load = fakeLoader({
    'mfe-catalog/SearchSuggest': new Error('404'),
    'mfe-catalog/HomePage': new Error('404'),
    'mfe-catalog/SearchPage': new Error('404'),
  });
  const { router } = renderApp('/', load);
  expect(await screen.findByText('Catalog is not available right now.')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(screen.getAllByRole('searchbox', { name: 'Search products' })[0]!, 'washing machine{Enter}');
  expect(router.state.location.pathname).toBe('/search/washing%20machine');
});

test('what was typed into the stand-in search box passes, with its focus, to the catalog’s box when it arrives', async () => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const CatalogSearch = ({ initialTerm, autoFocus }: SearchSuggestProps) => (
    <label>
      Catalog search
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the fake stands for the catalog's box, which takes focus so */}
      <input defaultValue={initialTerm} autoFocus={autoFocus} />
    </label>
  );
  const fakes = fakeLoader();
  const load = jest.fn(async (remote: string, module: string) => {
    if (module !== 'SearchSuggest') return fakes(remote, module);
    await arrived;
    return CatalogSearch;
  });
  renderApp('/', load);
  const user = userEvent.setup();
  await user.type(screen.getAllByRole('searchbox', { name: 'Search products' })[0]!, 'samsung');
  await act(async () => arrive());
  const box = (await screen.findAllByRole('textbox', { name: 'Catalog search' }))[0]!;
  expect(box).toHaveValue('samsung');
  expect(box).toHaveFocus();
});

test('the footer has the link groups, payment logos and contact links', async () => {
  renderApp('/');
  await screen.findByRole('heading', { name: 'mfe-catalog/HomePage' });
  for (const group of ['Find It Fast', 'Terms & Conditions', 'Customer Care']) {
    expect(screen.getByRole('navigation', { name: group })).toBeInTheDocument();
  }
  for (const method of ['Mastercard', 'Visa', 'American Express', 'UPI', 'Rupay', 'Net Banking']) {
    const logo = within(screen.getByRole('list', { name: 'We accept' })).getByRole('img', { name: method });
    expect(logo.tagName.toLowerCase()).toBe('svg');
  }
  expect(screen.getByRole('link', { name: /Chat with us/ })).toHaveAttribute('target', '_blank');
  expect(screen.getByText('Homemakers You Can Rely on', { selector: 'p' })).toBeInTheDocument();
});
