import { SmsSendError, type SmsMessage, type SmsProvider } from './sms-provider.js';

/**
 * A generic JSON webhook gateway (SMS_PROVIDER=http): POST { to: "+91XXXXXXXXXX", message } to
 * SMS_HTTP_URL with `Authorization: Bearer SMS_HTTP_TOKEN`. Most Indian SMS gateways accept this
 * shape, or a thin relay in front of them does.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 5000,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: `+91${message.phone}`, message: message.text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    }).catch((error: unknown) => {
      throw new SmsSendError(`SMS gateway unreachable: ${(error as Error).name}`);
    });
    if (!response.ok) throw new SmsSendError(`SMS gateway answered ${response.status}`);
  }
}
