// /metrics for the whole edge, whichever worker is asked: the worker asks the primary, which gathers
// every worker's registry and sums them with prom-client's AggregatorRegistry.
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'metrics?';
const ANSWER = 'metrics';
const ASK_TIMEOUT_MS = 6_000;

interface MetricsMessage {
  edge: string;
  id: number;
  text?: string;
  error?: string;
}

function isMetricsMessage(message: unknown, kind: string): message is MetricsMessage {
  return typeof message === 'object' && message !== null && (message as { edge?: unknown }).edge === kind;
}

/** In the primary: answers each worker's ask with the sum of every worker's metrics. */
export function answerMetricsAsks(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMetricsMessage(message, ASK)) return;
    const { id } = message;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ edge: ANSWER, id, text }),
      (error: unknown) => worker.isConnected() && worker.send({ edge: ANSWER, id, error: String(error) }),
    );
  });
}

/** The text /metrics answers: the whole cluster's in a worker, this registry's in a process of its own. */
export function edgeWideMetrics(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker) return () => registry.metrics();
  // Constructing it makes this worker answer the primary's gathering with this registry.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  const waiting = new Map<number, (answer: MetricsMessage) => void>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (isMetricsMessage(message, ANSWER)) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => settle({ edge: ANSWER, id, error: 'the edge primary did not answer' }), ASK_TIMEOUT_MS);
      function settle(answer: MetricsMessage) {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? 'no metrics'));
      }
      waiting.set(id, settle);
      process.send?.({ edge: ASK, id });
    });
}
