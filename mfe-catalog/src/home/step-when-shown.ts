// A slider's next step on a timer that runs only while the page is shown: the home sliders' own steps
// (auto-steps.ts) and Swiper's autoplay here (timed-autoplay.ts).

/**
 * Runs `step` `delayMs` from now (after the next frame when 0). While the page is hidden it waits, and
 * the delay starts again once it is shown. Gives a function that cancels it.
 */
export function stepWhenShown(delayMs: number, step: () => void): () => void {
  let timer: number | undefined;
  let frame: number | undefined;
  const stop = () => {
    window.clearTimeout(timer);
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    timer = frame = undefined;
  };
  const followVisibility = () => {
    stop();
    if (document.visibilityState === 'hidden') return;
    if (delayMs === 0) frame = window.requestAnimationFrame(step);
    else timer = window.setTimeout(step, delayMs);
  };
  document.addEventListener('visibilitychange', followVisibility);
  followVisibility();
  return () => {
    document.removeEventListener('visibilitychange', followVisibility);
    stop();
  };
}
