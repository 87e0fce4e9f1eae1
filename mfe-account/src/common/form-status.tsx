import { FormStatus as StatusLine, type Status } from '@store/shared';
import { useShownText } from './use-shown-text';

export type { Status };

/** @store/shared's status line, reading the account's own messages and the OTP refusals it puts together. */
export function FormStatus({ status }: { status: Status | null }) {
  return <StatusLine status={status} shown={useShownText()} />;
}
