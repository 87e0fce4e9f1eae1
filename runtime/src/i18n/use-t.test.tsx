import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { defineMessages, type Messages } from './define-messages';
import { i18n } from './i18n-instance';
import { LanguageContext } from './language-context';
import { loadLanguage } from './load-language';
import { type Language } from './languages';
import { useT } from './use-t';

const english = {
  'cart.title': 'Your cart',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  only: 'Only in English',
};
const bengali = { 'cart.title': 'আপনার কার্ট', items_one: '{{count}}টি পণ্য', items_other: '{{count}}টি পণ্য' };
let bengaliFetches = 0;
const messages = defineMessages('cart-test', english, {
  bn: async () => {
    bengaliFetches += 1;
    return { default: bengali };
  },
});

function Title({ count }: { count: number }) {
  const t = useT(messages);
  return (
    <p>
      {t('cart.title')} · {t('items', { count })} · {t('only')}
    </p>
  );
}

let choose: (language: Language) => void = () => undefined;
function Page() {
  const [language, setLanguage] = useState<Language>('en');
  choose = setLanguage;
  return (
    <LanguageContext.Provider value={language}>
      <Suspense fallback="…">
        <Title count={1} />
      </Suspense>
      <Suspense fallback="…">
        <Title count={2} />
      </Suspense>
    </LanguageContext.Provider>
  );
}

test('English renders at once; a switch re-renders every user of the words, fetching the catalogue once', async () => {
  render(<Page />);
  expect(screen.getByText('Your cart · 1 item · Only in English')).toBeInTheDocument();
  expect(screen.getByText('Your cart · 2 items · Only in English')).toBeInTheDocument();
  expect(bengaliFetches).toBe(0);

  await act(async () => {
    await loadLanguage('bn');
    choose('bn');
  });
  // A key the Bengali catalogue lacks reads in English.
  expect(screen.getByText('আপনার কার্ট · 1টি পণ্য · Only in English')).toBeInTheDocument();
  expect(screen.getByText('আপনার কার্ট · 2টি পণ্য · Only in English')).toBeInTheDocument();
  expect(bengaliFetches).toBe(1);

  act(() => choose('en'));
  expect(screen.getByText('Your cart · 1 item · Only in English')).toBeInTheDocument();
});

/** A section's "hello" in a language, "waiting" until its words are in. */
function renderWaitingFor(messages: Messages<'hello'>, language: Language) {
  function Hello() {
    return <p>{useT(messages)('hello')}</p>;
  }
  render(
    <LanguageContext.Provider value={language}>
      <Suspense fallback="waiting">
        <Hello />
      </Suspense>
    </LanguageContext.Provider>,
  );
}

test('a section whose catalogue is not yet fetched waits for it rather than showing English', async () => {
  const later = defineMessages('late-test', { hello: 'Hello' }, { hi: async () => ({ default: { hello: 'नमस्ते' } }) });
  renderWaitingFor(later, 'hi');
  expect(screen.getByText('waiting')).toBeInTheDocument();
  expect(await screen.findByText('नमस्ते')).toBeInTheDocument();
});

test('a catalogue added after a message was read is read from then on', () => {
  const changing = defineMessages('changing-test', { hello: 'Hello' }, {});
  function Hello() {
    return <p>{useT(changing)('hello')}</p>;
  }
  const { rerender } = render(<Hello />);
  expect(screen.getByText('Hello')).toBeInTheDocument();

  act(() => void i18n.addResourceBundle('en', changing.namespace, { hello: 'Namaskar' }, true, true));
  rerender(<Hello />);
  expect(screen.getByText('Namaskar')).toBeInTheDocument();
});

test('a message without values is looked up once however many components show it', () => {
  const repeated = defineMessages(
    'repeated-test',
    { add: 'Add to cart', items_one: '{{count}} item', items_other: '{{count}} items' },
    {},
  );
  // i18next's own lookup, behind every t() (not in its typings).
  const { translator } = i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } };
  const lookups = jest.spyOn(translator, 'translate');
  function Card({ count }: { count: number }) {
    const t = useT(repeated);
    return (
      <p>
        {t('add')} · {t('items', { count })}
      </p>
    );
  }
  render(
    <>
      <Card count={1} />
      <Card count={2} />
      <Card count={3} />
    </>,
  );
  expect(screen.getAllByText(/^Add to cart · \d items?$/)).toHaveLength(3);
  expect(screen.getByText('Add to cart · 3 items')).toBeInTheDocument();
  // One for "add", one per count.
  expect(lookups).toHaveBeenCalledTimes(4);
  lookups.mockRestore();
});

test('a section registered after its language was loaded fetches its own catalogue', async () => {
  await loadLanguage('bn');
  const arrivedLater = defineMessages(
    'arrived-later',
    { hello: 'Hello' },
    { bn: async () => ({ default: { hello: 'নমস্কার' } }) },
  );
  renderWaitingFor(arrivedLater, 'bn');
  expect(await screen.findByText('নমস্কার')).toBeInTheDocument();
});

test('the same section and language give the same t from render to render, also after a catalogue is added', () => {
  const stable = defineMessages('stable-test', { hello: 'Hello' }, {});
  const seen: unknown[] = [];
  function Hello() {
    const t = useT(stable);
    seen.push(t);
    return <p>{t('hello')}</p>;
  }
  const { rerender } = render(<Hello />);
  defineMessages('another-section', { bye: 'Bye' }, {});
  rerender(<Hello />);
  expect(seen).toHaveLength(2);
  expect(seen[1]).toBe(seen[0]);
});
