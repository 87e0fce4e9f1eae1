// The canary drill (e2e/tests/drills-canary.spec.ts) builds this remote with STORE_FIELD_DRILL=throw
// to release a version whose About page really throws. Every other build defines it as '' and the
// minifier drops the check (webpack.config.cjs defines it; jest leaves it undefined).
declare const STORE_FIELD_DRILL: string | undefined;

export function throwIfFieldDrill(): void {
  if (typeof STORE_FIELD_DRILL !== 'undefined' && STORE_FIELD_DRILL === 'throw') {
    throw new Error('Field drill: this build of the About page throws while rendering');
  }
}
