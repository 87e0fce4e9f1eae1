// Written by shell/server/language/write-font-subsets.ts (pnpm build): the content hash of the cut faces
// of bn, hi, the folder they are served under; and what they were cut from (font-subsets.ts).
export const SUBSET_VERSION = '3a87592c';
export const SUBSET_SOURCE = '09c7b53c206f74be';
