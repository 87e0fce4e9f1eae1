// The slots of one server render: each RemoteSlot asks for its module here (prerendered-slots.ts).
// A module that is missing, throws while loading, or is not there within the budget renders the
// slot's loading state, and the browser loads it as it always did. A page's first-view data gets
// what is left of the budget; without it the page renders as in the browser and fetches there.
// Personal pages (personal-modules.ts) are never rendered here.
import type { FirstView, FirstViewRoute } from '@store/shared';
import type { ServerRenderedState, SlotModule } from '../federation/prerendered-slots';
import { slotKey } from '../federation/prerendered-slots';
import type { Registry, RemoteName } from '../federation/remotes';
import { isPersonal } from './personal-modules';
import { FIRST_VIEW_LATE, MODULE_LATE } from './render-contract';
import { loadServerModule } from './server-containers';

interface SlotOptions {
  registry: Registry;
  remotesDir: string;
  budgetMs: number;
  route: FirstViewRoute;
  /** Told about each slot left to the browser, with why (logs and metrics). */
  onSkipped: (remote: string, module: string, reason: string) => void;
  /** Told about each slot rendered here without its first view's data, with why; the browser fetches it. */
  onWithoutData: (remote: string, module: string, reason: string) => void;
}

export interface LoadedSlot extends SlotModule {
  head?: FirstView<unknown>['head'];
}

const TOO_SLOW = Symbol('too slow');

function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TOO_SLOW> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TOO_SLOW>((resolve) => {
    timer = setTimeout(() => resolve(TOO_SLOW), Math.max(0, ms));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function isComponent(value: unknown): value is SlotModule['Component'] {
  return typeof value === 'function' || (typeof value === 'object' && value !== null);
}

export function createServerSlots({ registry, remotesDir, budgetMs, route, onSkipped, onWithoutData }: SlotOptions) {
  const started = Date.now();
  const left = () => budgetMs - (Date.now() - started);
  const slots = new Map<string, Promise<LoadedSlot | null>>();
  const rendered: ServerRenderedState['slots'] = [];

  async function firstViewOf(loader: unknown, remote: string, module: string): Promise<FirstView<unknown> | undefined> {
    if (typeof loader !== 'function') return undefined;
    const controller = new AbortController();
    const loading = (loader as (route: FirstViewRoute, signal: AbortSignal) => Promise<FirstView<unknown>>)(
      route,
      controller.signal,
    );
    const answer = await within(loading, left()).catch((error: unknown) => {
      onWithoutData(remote, module, `its first view failed: ${String(error)}`);
      return undefined;
    });
    if (answer === TOO_SLOW) {
      controller.abort();
      onWithoutData(remote, module, FIRST_VIEW_LATE);
      return undefined;
    }
    return answer;
  }

  async function loadSlot(remote: string, module: string): Promise<LoadedSlot | null> {
    const entry = registry[remote as RemoteName];
    if (isPersonal(remote, module) || !entry || entry.entry) return null;
    const loaded = await within(loadServerModule(remotesDir, remote as RemoteName, entry.current, module), left());
    if (loaded === TOO_SLOW) {
      onSkipped(remote, module, `${MODULE_LATE} ${budgetMs} ms`);
      return null;
    }
    const Component = loaded.default;
    if (!isComponent(Component)) throw new Error(`${remote} ${module} is not a component`);
    const firstView = await firstViewOf(loaded.loadFirstView, remote, module);
    rendered.push({ remote, module, ...(firstView ? { firstView: firstView.data } : {}) });
    return { Component, firstView: firstView?.data, head: firstView?.head };
  }

  return {
    /** The slot's module, asked once per render (React asks again after the slot suspended). */
    load: (remote: string, module: string): Promise<LoadedSlot | null> => {
      const key = slotKey(remote, module);
      let slot = slots.get(key);
      if (!slot) {
        slot = loadSlot(remote, module).catch((error: unknown) => {
          onSkipped(remote, module, `its server module failed: ${String(error)}`);
          return null;
        });
        slots.set(key, slot);
        // React's use() reads a settled promise's status and value instead of suspending again, so a
        // slot loaded before the render started (the page's) streams in place, not as a late boundary.
        const settled = slot as Promise<LoadedSlot | null> & { status?: string; value?: LoadedSlot | null };
        void slot.then((value) => {
          settled.status = 'fulfilled';
          settled.value = value;
        });
      }
      return slot;
    },
    rendered: (): ServerRenderedState => ({ slots: rendered }),
  };
}
