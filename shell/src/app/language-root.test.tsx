import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLanguage } from '@store/shared';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import { fakeLoader } from '../test-support/render-app';
import { LanguageRoot } from './language-root';

/** A section that shows the page's language and keeps a count of its own. */
function Section() {
  const language = useLanguage();
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`section in ${language}, ${clicks} clicks`}
    </button>
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  document.cookie = 'store_lang=; Max-Age=0; Path=/';
  window.localStorage.clear();
});

function renderStore(path: string) {
  window.history.replaceState(null, '', path);
  const load = fakeLoader({ 'mfe-content/AboutPage': Section });
  render(
    <LanguageRoot
      initial="en"
      wrap={(router) => <RemoteLoaderContext.Provider value={load}>{router}</RemoteLoaderContext.Provider>}
    />,
  );
  return load;
}

test('the switch puts the page in Bengali in place: the URL, the shell and every section, nothing lost', async () => {
  const user = userEvent.setup();
  renderStore('/about-us?ref=footer');
  await user.click(await screen.findByRole('button', { name: 'section in en, 0 clicks' }));

  const switcher = screen.getByRole('navigation', { name: 'Language' });
  expect(within(switcher).getByRole('link', { name: 'বাংলা' })).toHaveAttribute('href', '/bn/about-us?ref=footer');
  await user.click(within(switcher).getByRole('link', { name: 'বাংলা' }));

  // The section kept its state: it re-rendered in the new language, it was not mounted again.
  expect(await screen.findByRole('button', { name: 'section in bn, 1 clicks' })).toBeInTheDocument();
  expect(window.location.pathname + window.location.search).toBe('/bn/about-us?ref=footer');
  expect(screen.getByRole('navigation', { name: 'ভাষা' })).toBeInTheDocument();
  expect(screen.getAllByText('স্টোর খুঁজুন').length).toBeGreaterThan(0);
  expect(document.documentElement.lang).toBe('bn-IN');
  expect(document.cookie).toContain('store_lang=bn');
  expect(window.localStorage.getItem('store_lang')).toBe('bn');
  // The Bengali font is declared once the page is in Bengali.
  expect(document.head.querySelector('style[data-language-fonts="bn"]')?.textContent).toContain('Noto Sans Bengali');

  // Links of the page now carry the prefix through the router's basename.
  expect(screen.getAllByRole('link', { name: 'যোগাযোগ করুন' })[0]).toHaveAttribute('href', '/bn/contact-us');

  await user.click(within(screen.getByRole('navigation', { name: 'ভাষা' })).getByRole('link', { name: 'English' }));
  expect(await screen.findByRole('button', { name: 'section in en, 1 clicks' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/about-us');
  expect(document.head.querySelector('style[data-language-fonts]')).toBeNull();
});

test('a page opened under /hi is in Hindi from its first render', async () => {
  window.history.replaceState(null, '', '/hi/about-us');
  const load = fakeLoader({ 'mfe-content/AboutPage': Section });
  render(
    <LanguageRoot
      initial="hi"
      wrap={(router) => <RemoteLoaderContext.Provider value={load}>{router}</RemoteLoaderContext.Provider>}
    />,
  );
  expect(await screen.findByRole('button', { name: 'section in hi, 0 clicks' })).toBeInTheDocument();
  await act(async () => undefined);
  expect(screen.getByRole('navigation', { name: 'भाषा' })).toBeInTheDocument();
});
