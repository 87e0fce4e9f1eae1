// Who a command's change is recorded as in the audit log when --by is not given.
import os from 'node:os';

export function defaultActor(): string {
  try {
    return process.env.USER || os.userInfo().username || 'unknown';
  } catch {
    return process.env.USER || 'unknown';
  }
}
