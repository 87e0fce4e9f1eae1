import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEarlyInput, isReplayedEvent } from '@store/shared';
import { useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { earlyInputScript } from '../../server/start-up/early-input';

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

let observers: MutationObserver[] = [];
const RealObserver = window.MutationObserver;

/** The page's inline listener, as the edge writes it into the head. */
function startListener(): void {
  const source = earlyInputScript().code;
  // Keeps each observer so the next test starts with none.
  window.MutationObserver = class extends RealObserver {
    constructor(callback: MutationCallback) {
      super(callback);
      observers.push(this);
    }
  };
  // The listener is a script the edge writes inline; here it runs as the page would run it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const listener = new Function(source) as () => void;
  listener();
  window.MutationObserver = RealObserver;
}

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Application onSend={() => undefined} onTap={() => undefined} />);
  document.body.append(container);
  return container;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  observers.forEach((observer) => observer.disconnect());
  observers = [];
  document.body.replaceChildren();
});

test('text typed and taps made before hydration are kept: the field keeps the text, each tap and the submit happen once', async () => {
  const container = serverRendered();
  startListener();
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
  const container = serverRendered();
  startListener();
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
