// Events the sections exchange on the bus, namespaced by owner.
export interface NoticePayload {
  text: string;
  tone?: 'success' | 'error' | 'info';
  durationMs?: number;
}

export interface StoreEvents {
  'auth:changed': { loggedIn: boolean };
  'notice:show': NoticePayload;
  'login-modal:open': { view?: 'login' | 'register' };
}

export type StoreEventName = keyof StoreEvents;
