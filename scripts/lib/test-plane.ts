// Operator-library tests on a release plane of their own: a fresh in-memory database per test.
import { memoryPlane } from './local-plane.ts';
import { closeReleasePlane, releasePlane, setReleasePlane } from './release-plane.ts';

export async function freshPlane(): Promise<void> {
  await closeReleasePlane();
  setReleasePlane(await memoryPlane());
}

export async function registryNow() {
  return (await (await releasePlane()).registry()).registry;
}

export async function auditNow() {
  return (await releasePlane()).audit();
}
