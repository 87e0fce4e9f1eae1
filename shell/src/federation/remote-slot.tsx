// Renders one exposed module of a remote in its own place. Loading, failure (with Retry) and
// render crashes stay inside this place; the rest of the page keeps working.
import { useCallback, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { errorMessage } from '@store/shared';
import { reportFieldEvent } from './field-events';
import { loadedVersion } from './load-remote-module';
import { usePendingLoads } from './pending-loads';
import { RemoteFailureNotice } from './remote-failure-notice';
import { RemoteLoaderContext } from './remote-loader-context';
import { REMOTE_LABELS, type RemoteName } from './remotes';
import { SectionErrorBoundary } from './section-error-boundary';
import styles from './remote-slot.module.css';

type SlotState<P> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'failed'; reason: string };

interface RemoteSlotProps<P> {
  remote: RemoteName;
  module: string;
  props?: P;
  /** Shown while loading; defaults to a spinner. */
  loading?: ReactNode;
  /** Replaces the failure notice (e.g. the header's plain search form). */
  renderFailure?: (retry: () => void, reason: string) => ReactNode;
}

export function RemoteSlot<P extends object>({ remote, module, props, loading, renderFailure }: RemoteSlotProps<P>) {
  const load = useContext(RemoteLoaderContext);
  const startPending = usePendingLoads((state) => state.start);
  const [state, setState] = useState<SlotState<P>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const done = startPending();
    setState({ status: 'loading' });
    load<ComponentType<P>>(remote, module, { fresh: attempt > 0 })
      .then((Component) => {
        if (typeof Component !== 'function' && typeof Component !== 'object') {
          throw new Error(`${module} is not a component`);
        }
        if (current) setState({ status: 'ready', Component });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: 'failed', reason: errorMessage(error) });
      })
      .finally(done);
    return () => {
      current = false;
      done();
    };
  }, [load, remote, module, attempt, startPending]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const crashed = useCallback(
    (error: Error) => {
      reportFieldEvent(remote, loadedVersion(remote), 'render-crash');
      setState({ status: 'failed', reason: error.message });
    },
    [remote],
  );

  if (state.status === 'failed') {
    return renderFailure ? renderFailure(retry, state.reason) : <RemoteFailureNotice label={REMOTE_LABELS[remote]} reason={state.reason} onRetry={retry} />;
  }
  if (state.status === 'loading') {
    return loading ?? <div className={styles.loading} role="status" aria-label="Loading"><span className="spinner" /></div>;
  }
  const { Component } = state;
  return (
    <SectionErrorBoundary key={attempt} onError={crashed}>
      <Component {...(props ?? ({} as P))} />
    </SectionErrorBoundary>
  );
}
