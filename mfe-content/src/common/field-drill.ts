// The canary drill (e2e/tests/drills-canary.spec.ts) builds this remote with STORE_FIELD_DRILL set
// to release a version whose About page really throws: `throw` for every browser, `throw-share` only
// in browsers the drill marked with a `drill_fails=1` cookie (a share of real browsers). Every other
// build defines it as '' and the minifier drops the check (webpack.config.cjs defines it; jest
// leaves it undefined).
declare const STORE_FIELD_DRILL: string | undefined;

function markedToFail(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)drill_fails=1(?:;|$)/.test(document.cookie);
}

export function throwIfFieldDrill(): void {
  if (typeof STORE_FIELD_DRILL === 'undefined' || STORE_FIELD_DRILL === '') return;
  if (STORE_FIELD_DRILL === 'throw' || (STORE_FIELD_DRILL === 'throw-share' && markedToFail()))
    throw new Error('Field drill: this build of the About page throws while rendering');
}
