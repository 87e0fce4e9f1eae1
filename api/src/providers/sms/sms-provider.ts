/** What the accounts module needs from an SMS gateway. `otp` is passed apart so only the dev outbox keeps it. */
export interface SmsMessage {
  phone: string;
  text: string;
  otp?: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}
