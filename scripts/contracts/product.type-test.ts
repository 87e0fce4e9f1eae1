// The api's Product answer and the Product the pages read must be one shape: when either changes
// alone, `pnpm typecheck` (tsc -p scripts) fails on this line instead of a page misreading a field.
import type { Product as ApiProduct } from '../../api/src/modules/catalog/product-answer.ts';
import type { Product as PageProduct } from '../../runtime/src/contracts/entities.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type ProductAnswerIsWhatPagesRead = Expect<Equal<ApiProduct, PageProduct>>;
