import { act, render, screen } from '@testing-library/react';
import { useRef, type RefObject } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { serverRendered } from '../test-support/server-rendered';
import { EARLY_INPUT_MARK, useEarlyInput } from './use-early-input';

/** A marked button that counts its renders and may keep a ref of its own, like the filter panel's opener. */
function Marked({ onRender, own }: { onRender: () => void; own?: RefObject<HTMLButtonElement | null> }) {
  onRender();
  const early = useEarlyInput(own);
  return (
    <button {...early} type="button">
      Add to cart
    </button>
  );
}

function WithOwnRef({ onRef }: { onRef: (button: HTMLButtonElement | null) => void }) {
  const own = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Marked onRender={() => undefined} own={own} />
      <button type="button" onClick={() => onRef(own.current)}>
        Read the ref
      </button>
    </>
  );
}

afterEach(() => document.body.replaceChildren());

test('the server marks the control', () => {
  expect(renderToString(<Marked onRender={() => undefined} />)).toContain(`${EARLY_INPUT_MARK}=""`);
});

test('a hydrated control loses its mark once hydrated, without rendering a second time', async () => {
  const container = serverRendered(<Marked onRender={() => undefined} />);
  const onRender = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Marked onRender={onRender} />);
  });

  expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(EARLY_INPUT_MARK);
  expect(onRender).toHaveBeenCalledTimes(1);
});

test('a control with a ref of its own gets it, and loses its mark', async () => {
  const container = serverRendered(<WithOwnRef onRef={() => undefined} />);
  const onRef = jest.fn();
  await act(async () => {
    hydrateRoot(container, <WithOwnRef onRef={onRef} />);
  });
  const marked = screen.getByRole('button', { name: 'Add to cart' });
  act(() => screen.getByRole('button', { name: 'Read the ref' }).click());

  expect(marked).not.toHaveAttribute(EARLY_INPUT_MARK);
  expect(onRef).toHaveBeenCalledWith(marked);
});

test('a control rendered in the browser alone is never left marked, also after it renders again', () => {
  const { rerender } = render(<Marked onRender={() => undefined} />);
  rerender(<Marked onRender={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(EARLY_INPUT_MARK);
});
