// Counts remote loads in flight so the progress bar can show them.
import { create } from 'zustand';

interface PendingLoads {
  count: number;
  start: () => () => void;
}

export const usePendingLoads = create<PendingLoads>()((set) => ({
  count: 0,
  start() {
    set((state) => ({ count: state.count + 1 }));
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      set((state) => ({ count: state.count - 1 }));
    };
  },
}));
