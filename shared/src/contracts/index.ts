export * from './entities';
export * from './storage-keys';
export * from './constants';
export * from './events';
