// The footer's social icons open the store's own pages, as the api's configuration names them, and
// none shows when it names none: an icon that opens a network's home page tells the shopper nothing.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, plainAnswer, type Reply } from '@store/shared/test-support';
import { Footer } from './footer';

function renderFooter(socialLinks?: Reply) {
  const api = fakeApi(socialLinks ? { 'social-links': socialLinks } : {});
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return api;
}

test("the store's configured pages are its social icons, in the order the api gives", async () => {
  renderFooter(
    plainAnswer(200, {
      links: [
        { network: 'instagram', url: 'https://www.instagram.com/bengalelectronics' },
        { network: 'facebook', url: 'https://www.facebook.com/bengalelectronics' },
      ],
    }),
  );
  const list = await screen.findByRole('list', { name: 'Follow us' });
  const links = Array.from(list.querySelectorAll('a'));
  expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
    ['Instagram', 'https://www.instagram.com/bengalelectronics'],
    ['Facebook', 'https://www.facebook.com/bengalelectronics'],
  ]);
});

test('no social icons when the api names no pages', async () => {
  const api = renderFooter(plainAnswer(200, { links: [] }));
  await waitFor(() => expect(api.callsTo('social-links')).toHaveLength(1));
  await screen.findByText('Bengal Electronics');
  expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
  expect(
    document.querySelector('a[href*="facebook.com"], a[href*="instagram.com"], a[href*="youtube.com"], a[href*="x.com"]'),
  ).toBeNull();
});

test('no social icons when the api cannot answer', async () => {
  const api = renderFooter();
  await waitFor(() => expect(api.callsTo('social-links')).toHaveLength(1));
  expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
});
