// This section's own jotai store, and the only module of the section that imports jotai (lint says so).
// jotai is one module for the whole page (a federation singleton): its default store would be shared
// by every section, so this section's atoms live in a store of its own, given to its pages by the
// Provider below, as excalidraw keeps its editor's atoms in editor-jotai.ts.
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';

export const sectionStore = createStore();

export function SectionStateProvider({ children, store = sectionStore }: { children: ReactNode; store?: typeof sectionStore }) {
  return <Provider store={store}>{children}</Provider>;
}

export { atom, useAtom, useAtomValue, useSetAtom, type PrimitiveAtom } from 'jotai';
