// Public surface of @store/runtime: what must exist once in the page (the browser-storage stores,
// the event bus, the contracts' types and constants). The shell provides it as a Module Federation
// singleton; every section's build records the version it needs (contract.json), and the release
// and the shell refuse a section whose needs the shell cannot meet. Change an export, change the
// version: surface.test.ts holds the two together (docs/decisions/0002-shared-by-identity-or-by-copy.md).
export * from './contracts';
export * from './events/event-bus';
export * from './stores/persisted-store';
export * from './stores/browser-stores';
export * from './stores/cart-lines';
export * from './stores/cart-actions';
export * from './stores/auth-actions';
export * from './stores/use-persisted';
export * from './i18n';
