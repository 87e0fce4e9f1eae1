// Which pages the edge renders on the server. A render costs the edge some 25 to 35 times the work of
// the plain shell page (docs/decisions/0004), so one address driving many connections could take every
// render and make everyone else's pages slow. Renders in flight are capped overall and per address;
// past the cap a page is the shell alone, which renders in the browser as with SERVER_RENDER=off. An
// address that keeps asking past its own share is answered 503 until its window ends: answering it
// even the shell page would still let it take the edge's time from other shoppers.

export interface AdmissionLimits {
  /** Server renders in flight at once on this edge. */
  inFlight: number;
  /** Server renders in flight at once for one address. */
  perAddress: number;
  /** Pages one address may ask past its own share within a window before it is refused. */
  overShare: number;
  windowMs: number;
}

/** Two cores: a render is partly waiting for the api, so a few more than the cores keep them busy. */
export const DEFAULT_ADMISSION: AdmissionLimits = { inFlight: 6, perAddress: 2, overShare: 100, windowMs: 10_000 };

export type Admission =
  | { outcome: 'rendered'; /** The render is over (streamed, failed or cut off); safe to call twice. */ done: () => void }
  | { outcome: 'shell-only' }
  | { outcome: 'refused'; retryAfterS: number };

interface Window {
  startedAt: number;
  overShare: number;
}

// Addresses seen past their share are forgotten once their window is over; this bounds how many are
// kept between clean-ups when many addresses each ask once.
const FORGET_ABOVE = 10_000;

export function createRenderAdmission(limits: AdmissionLimits, now: () => number = Date.now) {
  let inFlight = 0;
  const perAddress = new Map<string, number>();
  const windows = new Map<string, Window>();

  function windowOf(address: string, at: number): Window {
    let window = windows.get(address);
    if (window && at - window.startedAt < limits.windowMs) return window;
    if (windows.size >= FORGET_ABOVE)
      for (const [key, old] of windows) if (at - old.startedAt >= limits.windowMs) windows.delete(key);
    window = { startedAt: at, overShare: 0 };
    windows.set(address, window);
    return window;
  }

  function refusal(window: Window, at: number): Admission {
    return { outcome: 'refused', retryAfterS: Math.max(1, Math.ceil((window.startedAt + limits.windowMs - at) / 1000)) };
  }

  return {
    admit(address: string): Admission {
      const at = now();
      const known = windows.get(address);
      if (known && at - known.startedAt < limits.windowMs && known.overShare > limits.overShare) return refusal(known, at);
      const mine = perAddress.get(address) ?? 0;
      if (mine >= limits.perAddress) {
        const window = windowOf(address, at);
        window.overShare += 1;
        return window.overShare > limits.overShare ? refusal(window, at) : { outcome: 'shell-only' };
      }
      // The edge is full with other addresses' renders: this one is within its share, so not counted.
      if (inFlight >= limits.inFlight) return { outcome: 'shell-only' };
      inFlight += 1;
      perAddress.set(address, mine + 1);
      let over = false;
      return {
        outcome: 'rendered',
        done: () => {
          if (over) return;
          over = true;
          inFlight -= 1;
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left > 0) perAddress.set(address, left);
          else perAddress.delete(address);
        },
      };
    },
    /** Renders in flight now (for /metrics). */
    inFlight: () => inFlight,
  };
}

export type RenderAdmission = ReturnType<typeof createRenderAdmission>;
