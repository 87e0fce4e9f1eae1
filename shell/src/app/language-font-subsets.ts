// Written by shell/server/language/write-font-subsets.ts (pnpm build): the content hash of the cut faces
// of bn, hi, the folder they are served under.
export const SUBSET_VERSION = '4ff5ab58';
