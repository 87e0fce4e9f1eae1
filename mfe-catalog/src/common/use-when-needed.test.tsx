import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useModuleWhenNeeded } from './use-when-needed';

/** How many sliders were on the page as each one's set-up was committed. */
const seenAtSetUp: number[] = [];

function FakeSwiper() {
  useLayoutEffect(() => {
    seenAtSetUp.push(document.querySelectorAll('[data-set-up]').length);
  }, []);
  return <div data-set-up="" />;
}
const loadFake = () => Promise.resolve({ FakeSwiper });

function Slider({ what }: { what: string }) {
  const [ref, slider] = useModuleWhenNeeded(what, loadFake, 3000);
  return <section ref={ref}>{slider ? <slider.module.FakeSwiper /> : null}</section>;
}

test('two sliders due at the same moment are set up in two commits, one after the other', async () => {
  jest.useFakeTimers();
  try {
    render(
      <>
        <Slider what="first" />
        <Slider what="second" />
      </>,
    );
    await act(async () => jest.advanceTimersByTime(3000));
    await act(async () => undefined);
    expect(seenAtSetUp).toEqual([1, 2]);
  } finally {
    jest.useRealTimers();
  }
});
