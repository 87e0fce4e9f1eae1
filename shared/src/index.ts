// Public surface of @store/shared. Sections import from here only.
// @store/shared is a library each section bundles (its own copy, changed and released with the
// section); @store/runtime, re-exported here, is the one instance the shell provides to the page.
export * from '@store/runtime';
export * from './constants/constants';
export * from './category-label/category-label';
export * from './money/format-inr';
export * from './cart-rules/cart-rules';
export * from './api-client/api-client';
export * from './api-client/image-url';
export * from './ui/notices';
export * from './ui/price';
export * from './ui/spinner';
export * from './ui/message-dialog';
export * from './ui/page-title';
export * from './ui/text-field';
export * from './ui/form-status';
export * from './remote-contract/remote-contract';
export * from './remote-contract/unmet-needs';
export * from './api-client/read-answer';
export * from './api-client/request-api';
export * from './api-client/call-with-token';
export * from './input-rules/input-rules';
export * from './hydration/settled-promise';
export * from './hydration/use-hydrating';
export * from './hydration/use-early-input';
export * from './hydration/lazy-hydrate';
export * from './hydration/when-idle';
export * from './i18n/messages';
export * from './i18n/server-text';
export * from './category-label/category-words';
export * from './address/address-fields';
export * from './address/address-values';
export * from './address/validate-address';
export * from './address/address-fieldset';
export * from './ui/icons';
