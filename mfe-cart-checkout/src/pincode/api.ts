// pincode-check (api/CALLS.md): statusCode 200 means the pincode is deliverable.
import { post } from '../common/call';

export async function isDeliverable(pincode: string): Promise<boolean> {
  const { status } = await post('pincode-check', { pincode });
  return status === 200;
}
