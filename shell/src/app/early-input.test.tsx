import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HELD_TAP_BODY, HELD_TAP_CALL, callApi, isReplayedEvent, useEarlyInput } from '@store/shared';
import { answer, fakeApi } from '@store/shared/test-support';
import { serverRendered } from '@store/shared/test-support/server-rendered';
import { useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  earlyInputRecordsDelivered,
  startEarlyInputListener,
  stopEarlyInputListeners,
} from '../test-support/early-input-listener';

/** A form like the career one: a typed field, a tap that counts, a submit that sends what was typed. */
function Application({ onSend, onTap }: { onSend: (name: string) => void; onTap: (replayed: boolean) => void }) {
  const [name, setName] = useState('');
  const [taps, setTaps] = useState(0);
  const early = useEarlyInput();
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(name);
  };
  return (
    <form {...early} aria-label="Application" onSubmit={send}>
      <label>
        Full Name
        <input {...early} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button
        {...early}
        type="button"
        onClick={(event) => {
          onTap(isReplayedEvent(event));
          setTaps((count) => count + 1);
        }}
      >
        Tapped {taps}
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

const serverRenderedApplication = () => serverRendered(<Application onSend={() => undefined} onTap={() => undefined} />);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  stopEarlyInputListeners();
  document.body.replaceChildren();
});

test('text typed and taps made before hydration are kept: the field keeps the text, each tap and the submit happen once', async () => {
  const container = serverRenderedApplication();
  startEarlyInputListener();
  const field = screen.getByRole('textbox', { name: 'Full Name' });
  fireEvent.input(field, { target: { value: 'Asha Roy' } });
  fireEvent.click(screen.getByRole('button', { name: 'Tapped 0' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('button', { name: 'Tapped 0' })).toHaveAttribute('aria-busy', 'true');

  const sent = jest.fn();
  const tapped = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Application onSend={sent} onTap={tapped} />);
  });
  await settle();

  expect(field).toHaveValue('Asha Roy');
  expect(screen.getByRole('button', { name: 'Tapped 1' })).not.toHaveAttribute('aria-busy');
  expect(tapped.mock.calls).toEqual([[true]]);
  expect(sent.mock.calls).toEqual([['Asha Roy']]);

  fireEvent.click(screen.getByRole('button', { name: 'Tapped 1' }));
  expect(tapped.mock.calls).toEqual([[true], [false]]);
});

test('a control hydrated before the shopper acts takes the tap directly, once', async () => {
  const container = serverRenderedApplication();
  startEarlyInputListener();
  const tapped = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Application onSend={() => undefined} onTap={tapped} />);
  });
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Tapped 0' }));
  await settle();
  expect(tapped.mock.calls).toEqual([[false]]);
});

test('a page rendered in the browser alone carries no mark', () => {
  render(<Application onSend={() => undefined} onTap={() => undefined} />);
  expect(document.querySelector('[data-early-input]')).toBeNull();
});

test('a field rendered afresh instead of hydrated takes the text typed into the one it replaces, and the focus', async () => {
  const place = document.createElement('div');
  place.innerHTML = '<form data-early-input=""><input data-early-input="" name="q" aria-label="Search" value=""></form>';
  document.body.append(place);
  startEarlyInputListener();
  const typedInto = screen.getByRole('textbox', { name: 'Search' });
  typedInto.focus();
  fireEvent.input(typedInto, { target: { value: 'samsung' } });

  // What React does to a part it could not hydrate: the server's nodes go, its own take their place.
  const renderedAfresh = document.createElement('input');
  renderedAfresh.name = 'q';
  renderedAfresh.setAttribute('aria-label', 'Search products');
  const told = jest.fn();
  renderedAfresh.addEventListener('input', told);
  place.replaceChildren(renderedAfresh);
  await settle();

  expect(renderedAfresh).toHaveValue('samsung');
  expect(told).toHaveBeenCalledTimes(1);
  expect(renderedAfresh).toHaveFocus();
});

test('until something is typed, the listener is not told of the nodes the page adds, only of marks that go', async () => {
  const container = serverRenderedApplication();
  startEarlyInputListener();
  // What the parser does to a long page after the head's listener, and a section rendering in the browser.
  for (let card = 0; card < 50; card += 1) container.append(document.createElement('article'));
  container.querySelector('button')?.removeAttribute('data-early-input');
  await settle();

  expect(earlyInputRecordsDelivered()).toBe(1);
});

/** A buy button like the catalog's: its replayed tap asks for the stock through the call it names. */
function BuyButton({ onStock }: { onStock: (stock: unknown) => void }) {
  const early = useEarlyInput();
  const call = { [HELD_TAP_CALL]: 'stock-details', [HELD_TAP_BODY]: JSON.stringify({ sku: 'M1' }) };
  const buy = async () => onStock(await callApi('stock-details', { body: { sku: 'M1' }, afterHeldTap: true }));
  return (
    <button {...early} {...call} type="button" onClick={() => void buy()}>
      Add to cart
    </button>
  );
}

test('a tap held on a button that names its call starts that call at once; the replay takes its answer', async () => {
  const api = fakeApi({ 'stock-details': [answer(200, { left: 3 }), answer(200, { left: 0 })] });
  const container = serverRendered(<BuyButton onStock={() => undefined} />);
  startEarlyInputListener();
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(api.bodiesSentTo('stock-details')).toEqual([{ sku: 'M1' }]);

  const stock = jest.fn();
  await act(async () => {
    hydrateRoot(container, <BuyButton onStock={stock} />);
  });
  await settle();
  await waitFor(() => expect(stock).toHaveBeenCalledTimes(2));
  // Both held taps replayed: one took the answer asked for while it was held, the other asked again.
  expect(stock.mock.calls).toEqual(
    expect.arrayContaining([[{ statusCode: 200, body: { left: 3 } }], [{ statusCode: 200, body: { left: 0 } }]]),
  );
  expect(api.callsTo('stock-details')).toHaveLength(2);
});
