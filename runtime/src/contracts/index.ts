export * from './entities';
export * from './storage-keys';
export * from './events';
