// Renders one exposed module of a remote in its own place. Loading, failure (with Retry) and
// render crashes stay inside this place; the rest of the page keeps working. The place is its own
// Suspense boundary, so the server streams the page around it (prerendered-slots.ts).
import { Suspense, use, useCallback, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { errorMessage, useHydrating, type ExposedName, type PropsOf } from '@store/shared';
import { reportFieldEvent } from './field-events';
import { SectionLeftToBrowser } from './hydrate-prerendered';
import { markSectionReady } from './section-ready-mark';
import { loadedVersion } from './load-remote-module';
import { usePendingLoads } from './pending-loads';
import { RemoteFailureNotice } from './remote-failure-notice';
import { PrerenderedSlotsContext, slotKey, type PrerenderedSlots, type SlotModule } from './prerendered-slots';
import { RemoteLoaderContext } from './remote-loader-context';
import { REMOTE_LABELS, type RemoteName } from './remotes';
import { SectionErrorBoundary } from './section-error-boundary';
import styles from './remote-slot.module.css';
import { useShellT } from '../i18n/messages';

type SlotState<P> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed'; reason: string };

interface RemoteSlotProps<R extends RemoteName, M extends ExposedName<R>> {
  remote: R;
  module: M;
  /** Typed by the contract (@store/shared remote-contract): a module or prop the remote lacks does not compile. */
  props?: PropsOf<R, M>;
  /** Shown while loading; defaults to a spinner. */
  loading?: ReactNode;
  /** Replaces the failure notice (e.g. the header's plain search form). */
  renderFailure?: (retry: () => void, reason: string) => ReactNode;
  /**
   * A place only the browser shows (opened on a tap), never one the server rendered. It leaves the server's
   * module to the place of the same module that has it, which may not have hydrated yet.
   */
  browserOnly?: boolean;
}

/** Shoppers see plain words; what went wrong goes to the console, with the remote and its version. */
function logFailure(remote: RemoteName, module: string, error: unknown): string {
  const reason = errorMessage(error);
  console.error(`[${remote} ${loadedVersion(remote) ?? 'unknown version'}] ${module} failed: ${reason}`, error);
  return reason;
}

function LoadingState({ loading }: { loading: ReactNode }) {
  const t = useShellT();
  return (
    loading ?? (
      <div className={styles.loading} role="status" aria-label={t('slot.loading')}>
        <span className="spinner" />
      </div>
    )
  );
}

export function RemoteSlot<R extends RemoteName, M extends ExposedName<R>>(props: RemoteSlotProps<R, M>) {
  const { serverLoad } = useContext(PrerenderedSlotsContext);
  return (
    <Suspense fallback={<LoadingState loading={props.loading} />}>
      {serverLoad ? <ServerSlot {...props} serverLoad={serverLoad} /> : <BrowserSlot {...props} />}
    </Suspense>
  );
}

// A server render error is caught by the Suspense boundary: React sends the loading state and the browser renders the section.
const ignoreOnServer = () => undefined;

/** On the server: waits (suspended) for the module the edge loads within its budget, else the loading state. */
function ServerSlot<R extends RemoteName, M extends ExposedName<R>>({
  remote,
  module,
  props,
  loading,
  serverLoad,
}: RemoteSlotProps<R, M> & { serverLoad: NonNullable<PrerenderedSlots['serverLoad']> }) {
  const loaded = use(serverLoad(remote, module));
  if (!loaded) return <LoadingState loading={loading} />;
  const { Component, firstView } = loaded;
  // The same wrapper as in the browser, so both trees have one shape (ids from useId match).
  return (
    <SectionErrorBoundary onError={ignoreOnServer}>
      <Component {...(props ?? {})} {...(firstView === undefined ? {} : { firstView })} />
    </SectionErrorBoundary>
  );
}

/**
 * A slot the server rendered waits (suspended) for the module the page started loading for it: while
 * hydrating, React keeps the server's HTML meanwhile and the rest of the page hydrates; rendered
 * afresh (the server's render of it failed), it shows its loading state. The module is used once, so
 * it is not loaded, nor counted as a view, twice. Undefined for a slot rendered in the browser alone.
 */
function useServerRenderedModule(key: string, ready: PrerenderedSlots['ready']): SlotModule | undefined {
  const hydrating = useHydrating();
  const pending = ready.get(key);
  if (!pending) return undefined;
  const loaded = use(pending);
  if (loaded) return loaded;
  // Not loaded: React renders the section afresh (loading state, then the section or its notice with Retry).
  if (hydrating) throw new SectionLeftToBrowser(`${key} could not be loaded in the browser`);
  return undefined;
}

const NOTHING_PRERENDERED: PrerenderedSlots = { ready: new Map() };

function BrowserSlot<R extends RemoteName, M extends ExposedName<R>>({
  remote,
  module,
  props,
  loading,
  renderFailure,
  browserOnly = false,
}: RemoteSlotProps<R, M>) {
  type P = PropsOf<R, M>;
  const load = useContext(RemoteLoaderContext);
  const servedPage = useContext(PrerenderedSlotsContext);
  const { ready, slotMounted } = browserOnly ? NOTHING_PRERENDERED : servedPage;
  const startPending = usePendingLoads((state) => state.start);
  const key = slotKey(remote, module);
  const fromServer = useServerRenderedModule(key, ready);
  // A module the server rendered: start ready, with the server's data.
  const [prerendered] = useState<SlotModule | undefined>(() => fromServer);
  const [state, setState] = useState<SlotState<P>>(() =>
    prerendered ? { status: 'ready', Component: prerendered.Component as ComponentType<P> } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const skipFirstLoad = useRef(Boolean(prerendered));

  useEffect(() => {
    // Used once: a later visit to this page loads the module and its data itself.
    ready.delete(key);
    slotMounted?.(key);
  }, [ready, slotMounted, key]);

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return undefined;
    }
    let current = true;
    const done = startPending();
    setState({ status: 'loading' });
    load<ComponentType<P>, R>(remote, module, { fresh: attempt > 0 })
      .then((Component) => {
        if (typeof Component !== 'function' && typeof Component !== 'object') {
          throw new Error(`${module} is not a component`);
        }
        if (current) setState({ status: 'ready', Component });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'failed', reason: logFailure(remote, module, error) });
      })
      .finally(done);
    return () => {
      current = false;
      done();
    };
  }, [load, remote, module, attempt, startPending]);

  useEffect(() => {
    if (state.status === 'ready') markSectionReady(key);
  }, [state.status, key]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const crashed = useCallback(
    (error: Error) => {
      reportFieldEvent(remote, loadedVersion(remote), 'render-crash');
      setState({ status: 'failed', reason: logFailure(remote, module, error) });
    },
    [remote, module],
  );

  if (state.status === 'failed') {
    return renderFailure ? (
      renderFailure(retry, state.reason)
    ) : (
      <RemoteFailureNotice label={REMOTE_LABELS[remote]} onRetry={retry} />
    );
  }
  if (state.status === 'loading') return <LoadingState loading={loading} />;
  const { Component } = state;
  const firstView = attempt === 0 ? prerendered?.firstView : undefined;
  return (
    <SectionErrorBoundary key={attempt} onError={crashed}>
      <Component {...((props ?? {}) as P & object)} {...(firstView === undefined ? {} : { firstView })} />
    </SectionErrorBoundary>
  );
}
