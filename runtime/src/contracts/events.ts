// Events the sections exchange on the bus, namespaced by owner.
import type { CartItem } from './entities';

export interface NoticePayload {
  text: string;
  tone?: 'success' | 'error' | 'info';
  durationMs?: number;
}

export interface StoreEvents {
  'cart:changed': { items: CartItem[] };
  'auth:changed': { loggedIn: boolean };
  'notice:show': NoticePayload;
  'login-modal:open': { view?: 'login' | 'register' };
  'login-modal:close': Record<string, never>;
}

export type StoreEventName = keyof StoreEvents;
