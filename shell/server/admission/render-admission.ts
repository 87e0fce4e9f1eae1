// Which pages the edge renders on the server. A render costs the edge some 25 to 35 times the work of
// the plain shell page (docs/decisions/0004), so one address driving many connections could take every
// render and make everyone else's pages slow. Renders in flight are capped overall and per address;
// past the cap a page is the shell alone, which renders in the browser as with SERVER_RENDER=off. An
// address that keeps asking past its own share (more than overShare pages in a window, forgotten as
// the window goes by) is answered 503 while it does: answering it even the shell page would still let
// it take the edge's time from other shoppers.

export interface AdmissionLimits {
  /** Server renders in flight at once on this edge. */
  inFlight: number;
  /** Server renders in flight at once for one address. */
  perAddress: number;
  /** Pages one address may ask past its own share within a window before it is refused (forgotten at this rate). */
  overShare: number;
  windowMs: number;
  /**
   * How long a refusal is held before it is sent: a flood's connections each wait instead of asking
   * again at once, so answering them does not keep the edge from other shoppers' pages.
   */
  refusalPauseMs: number;
}

/** Two cores: a render is partly waiting for the api, so a few more than the cores keep them busy. */
export const DEFAULT_ADMISSION: AdmissionLimits = {
  inFlight: 6,
  perAddress: 2,
  overShare: 100,
  windowMs: 10_000,
  refusalPauseMs: 1000,
};

export type Admission =
  | { outcome: 'rendered'; /** The render is over (streamed, failed or cut off); safe to call twice. */ done: () => void }
  | { outcome: 'shell-only' }
  | { outcome: 'refused'; retryAfterS: number };

/** Pages past an address's share, forgotten at overShare per window (a leaky bucket). */
interface Excess {
  pages: number;
  at: number;
}

// Addresses whose excess is all forgotten are dropped once this many are kept.
const FORGET_ABOVE = 10_000;

export function createRenderAdmission(limits: AdmissionLimits, now: () => number = Date.now) {
  let inFlight = 0;
  const perAddress = new Map<string, number>();
  const excesses = new Map<string, Excess>();
  const forgetPerMs = limits.overShare / limits.windowMs;

  function excessOf(address: string, at: number): number {
    const excess = excesses.get(address);
    return excess ? Math.max(0, excess.pages - (at - excess.at) * forgetPerMs) : 0;
  }

  /** One more page past the share; capped so an address that stops is served again within a window. */
  function addExcess(address: string, pages: number, at: number): number {
    if (excesses.size >= FORGET_ABOVE && !excesses.has(address))
      for (const [key] of excesses) if (excessOf(key, at) === 0) excesses.delete(key);
    const next = Math.min(pages + 1, 2 * limits.overShare);
    excesses.set(address, { pages: next, at });
    return next;
  }

  function refusal(pages: number): Admission {
    const retryAfterMs = (pages - limits.overShare) / forgetPerMs;
    return { outcome: 'refused', retryAfterS: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  return {
    admit(address: string): Admission {
      const at = now();
      const excess = excessOf(address, at);
      // Refused pages count too: an address that keeps asking stays refused, renders included.
      if (excess > limits.overShare) return refusal(addExcess(address, excess, at));
      const mine = perAddress.get(address) ?? 0;
      if (mine >= limits.perAddress) {
        const pages = addExcess(address, excess, at);
        return pages > limits.overShare ? refusal(pages) : { outcome: 'shell-only' };
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
