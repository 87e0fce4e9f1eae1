// The store-locator call and the hook the page reads it through.
import { callApi, errorMessage, isSuccess, type StoreDirectory } from '@store/shared';
import { useCallback, useEffect, useState } from 'react';

interface StoreLocatorAnswer {
  statusCode: number;
  Response?: StoreDirectory;
}

export async function fetchStoreDirectory(signal?: AbortSignal): Promise<StoreDirectory> {
  const answer = await callApi<StoreLocatorAnswer>('store-locator', { method: 'GET', signal });
  if (!isSuccess(answer) || typeof answer.Response !== 'object' || answer.Response === null) {
    throw new Error('The store list could not be read.');
  }
  return answer.Response;
}

export type StoreDirectoryState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; directory: StoreDirectory };

export function useStoreDirectory(): StoreDirectoryState & { retry: () => void } {
  const [state, setState] = useState<StoreDirectoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchStoreDirectory(controller.signal).then(
      (directory) => setState({ status: 'ready', directory }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
