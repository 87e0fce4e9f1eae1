// pincode-check (docs/screens.md §7): statusCode 200 means the pincode is deliverable.
import { requestApi } from '@store/shared';

export async function isDeliverable(pincode: string): Promise<boolean> {
  const { status } = await requestApi('pincode-check', { body: { pincode } });
  return status === 200;
}
