// Public surface of @store/shared. Sections import from here only.
export * from './contracts';
export * from './events/event-bus';
export * from './money/format-inr';
export * from './cart-rules/cart-rules';
export * from './api-client/api-client';
export * from './api-client/image-url';
export * from './stores/persisted-store';
export * from './stores/browser-stores';
export * from './stores/cart-actions';
export * from './stores/auth-actions';
export * from './stores/use-persisted';
export * from './notices/notices';
export * from './ui/use-media-query';
export * from './ui/price';
export * from './ui/spinner';
export * from './ui/message-dialog';
export * from './ui/page-title';
