// A handler's request types are its route schema's fields and nothing more: when a handler could
// read a field its schema does not declare, or a declared field stops reaching it, `pnpm typecheck`
// (tsc -p api) fails on this file. Never registered: the compiler is the only one to run it.
import { checkoutSchema, trackOrderSchema } from './modules/orders/orders-schemas.js';
import { outboxSchema } from './modules/accounts/accounts-schemas.js';
import type { RoutesPlugin } from './schema-types.js';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectTrue = <T extends true>(_holds: T): void => undefined;

type Address = { [field: string]: string | number | null } | null;

export const readsOnlyDeclaredFields: RoutesPlugin = async (app) => {
  app.post('/track-order', { schema: trackOrderSchema }, async (request) => {
    expectTrue<Equal<typeof request.body, { order_id: string; email: string }>>(true);
    // @ts-expect-error -- trackOrderSchema's body declares order_id and email only.
    void request.body.phone;
  });

  app.post('/check-out', { schema: checkoutSchema }, async (request) => {
    // An object whose schema types its extra fields (additionalProperties) stays a map of them.
    expectTrue<Equal<typeof request.body.billing_address, Address | undefined>>(true);
    // @ts-expect-error -- checkoutSchema's body has no field shipping_method.
    void request.body.shipping_method;
  });

  app.get('/__dev/outbox', { schema: outboxSchema }, async (request) => {
    expectTrue<Equal<typeof request.query, { phone: string }>>(true);
    // @ts-expect-error -- outboxSchema's querystring declares phone only.
    void request.query.since;
  });
};
