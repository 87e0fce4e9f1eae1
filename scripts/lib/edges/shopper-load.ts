// Shoppers' load through nginx while an edge or the database is taken away: a few loops, each a
// returning browser on its own loopback address, asking for pages one after the other and counting
// every answer by its status class (drill-judge.ts), an answer cut short or refused as no answer.
import { ShopperClient, shopperAddress } from '../soak/shopper-client.ts';
import { SoakStats } from '../soak/soak-stats.ts';
import { answerKind, type AnswerCounts } from './drill-judge.ts';

export interface ShopperLoad {
  /** The answers so far. */
  counts(): AnswerCounts;
  /** Stops the loops once their requests in flight end; every answer counted. */
  stop(): Promise<AnswerCounts>;
}

export function startShopperLoad(origin: string, paths: string[], loops: number): ShopperLoad {
  const counts: AnswerCounts = {};
  const stats = new SoakStats();
  let running = true;
  const loop = async (index: number) => {
    const client = new ShopperClient(origin, shopperAddress(200 + index), stats);
    try {
      for (let turn = index; running; turn += 1) {
        const path = paths[turn % paths.length]!;
        const status = await client.request(`GET ${path}`, 'GET', path).then(
          (answer) => answer.status,
          () => null,
        );
        const kind = answerKind(status);
        counts[kind] = (counts[kind] ?? 0) + 1;
      }
    } finally {
      client.close();
    }
  };
  const done = Promise.all(Array.from({ length: loops }, (_, index) => loop(index)));
  return {
    counts: () => ({ ...counts }),
    async stop() {
      running = false;
      await done;
      return { ...counts };
    },
  };
}
