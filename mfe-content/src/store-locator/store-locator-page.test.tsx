import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreLocatorPage } from './store-locator-page';
import { fakeApi, plainAnswer } from '@store/shared/test-support';
import { testDirectory } from '../test-support/store-directory';

describe('StoreLocatorPage', () => {
  it('shows a loading state, then the states as a closed accordion', async () => {
    const api = fakeApi({ 'store-locator': plainAnswer(200, { statusCode: 200, Response: testDirectory }) });
    render(<StoreLocatorPage />);
    expect(screen.getByText('Loading stores...')).toBeInTheDocument();

    const westBengal = await screen.findByRole('button', { name: /West Bengal/ });
    expect(westBengal).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 2, name: /Jharkhand/ })).toBeInTheDocument();
    expect(screen.queryByText('Park Street Showroom')).not.toBeInTheDocument();
    expect(api.sent.map((request) => [request.url, request.method])).toEqual([['/api/store-locator', 'GET']]);
    expect(document.title).toMatch(/^Store Locator/);
  });

  it('opens state, area and pincode in turn to show each store with image, phone, address and map link', async () => {
    fakeApi({ 'store-locator': plainAnswer(200, { statusCode: 200, Response: testDirectory }) });
    const user = userEvent.setup();
    render(<StoreLocatorPage />);

    await user.click(await screen.findByRole('button', { name: /West Bengal/ }));
    await user.click(screen.getByRole('button', { name: /Kolkata/ }));
    await user.click(screen.getByRole('button', { name: /Pincode 700016/ }));

    const card = screen.getByRole('heading', { level: 5, name: 'Park Street Showroom' }).closest('article')!;
    const inCard = within(card);
    expect(inCard.getByRole('img', { name: 'Park Street Showroom showroom' })).toHaveAttribute(
      'src',
      '/api/images/stores/park-street.jpg',
    );
    expect(inCard.getByRole('link', { name: /Call Park Street Showroom/ })).toHaveAttribute('href', 'tel:+913340501987');
    expect(inCard.getByText('14 Park Street, Kolkata 700016')).toBeInTheDocument();
    const map = inCard.getByRole('link', { name: /View on map/ });
    expect(map).toHaveAttribute('href', 'https://maps.google.com/?q=Park+Street+Kolkata');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // The other pincode of the area stays closed.
    expect(screen.queryByText('Salt Lake Showroom')).not.toBeInTheDocument();
  });

  it('filters by pincode and opens the matching branches', async () => {
    fakeApi({ 'store-locator': plainAnswer(200, { statusCode: 200, Response: testDirectory }) });
    const user = userEvent.setup();
    render(<StoreLocatorPage />);

    await user.type(await screen.findByLabelText('Find a store by pincode or area'), '700091');

    expect(screen.getByText('1 store matches "700091".')).toBeInTheDocument();
    expect(screen.getByText('Salt Lake Showroom')).toBeVisible();
    expect(screen.queryByText('Park Street Showroom')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Jharkhand/ })).not.toBeInTheDocument();
  });

  it('filters by area name and says so when nothing matches', async () => {
    fakeApi({ 'store-locator': plainAnswer(200, { statusCode: 200, Response: testDirectory }) });
    const user = userEvent.setup();
    render(<StoreLocatorPage />);
    const search = await screen.findByLabelText('Find a store by pincode or area');

    await user.type(search, 'ranchi');
    expect(screen.getByText('Main Road Showroom')).toBeVisible();
    expect(screen.queryByRole('button', { name: /West Bengal/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'Mumbai');
    expect(screen.getByText('No stores match "Mumbai". Try another pincode or area.')).toBeInTheDocument();

    await user.clear(search);
    expect(screen.getByRole('button', { name: /West Bengal/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an error with a retry that loads the stores again', async () => {
    const api = fakeApi({
      'store-locator': [plainAnswer(500, 'boom'), plainAnswer(200, { statusCode: 200, Response: testDirectory })],
    });
    const user = userEvent.setup();
    render(<StoreLocatorPage />);

    expect(await screen.findByText('We could not load the store list. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /West Bengal/ })).toBeInTheDocument();
    expect(api.sent).toHaveLength(2);
  });

  it('treats an answer without a store list as an error', async () => {
    fakeApi({ 'store-locator': plainAnswer(200, { statusCode: 200 }) });
    render(<StoreLocatorPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the store list.');
  });
});

describe('store images', () => {
  it('takes the picture from image when url is a link rather than a picture', async () => {
    const directory = {
      Haryana: {
        Gurugram: {
          '122001': [
            {
              name: 'Gurugram Main Road Showroom',
              url: '/store-locator#122001-1',
              image: 'stores/122001-1.webp',
              phone: '+91 124 4000 0001',
              address: '12, Main Road, Gurugram, Haryana 122001',
              google_location: 'https://www.google.com/maps/search/?api=1&query=Gurugram',
            },
          ],
        },
      },
    };
    fakeApi({ 'store-locator': plainAnswer(200, { statusCode: 200, Response: directory }) });
    const user = userEvent.setup();
    render(<StoreLocatorPage />);
    await user.type(await screen.findByLabelText('Find a store by pincode or area'), '122001');
    expect(screen.getByRole('img', { name: 'Gurugram Main Road Showroom showroom' })).toHaveAttribute(
      'src',
      '/api/images/stores/122001-1.webp',
    );
  });
});
