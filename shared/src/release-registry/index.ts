// The release registry's shapes, its client and the follower the edges keep their copy with.
export * from './release-registry';
export * from './release-plane-client';
export * from './registry-follower';
