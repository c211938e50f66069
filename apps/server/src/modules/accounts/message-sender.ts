import type { FastifyBaseLogger } from 'fastify';
import { messageOutbox } from '../../db/schema/accounts.ts';
import type { Executor } from '../../platform/db.ts';

/** One SMS or e-mail to deliver. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
}

/** Delivers SMS and e-mail; the outbox by default, a real gateway when configured. */
export interface MessageSender {
  readonly kind: 'outbox' | 'http';
  send(message: OutgoingMessage): Promise<void>;
}

/** Stores each message in message_outbox and logs it, so the demo and the tests work offline. */
export class OutboxMessageSender implements MessageSender {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Executor,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(messageOutbox).values(message);
    this.log.info({ outbox: message }, `outbox ${message.channel} to ${message.recipient}`);
  }
}

export interface HttpGatewayOptions {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * A real SMS / e-mail gateway: POSTs JSON {channel, to, text} with a bearer
 * token; any answer but 2xx is a failed delivery.
 */
export class HttpGatewayMessageSender implements MessageSender {
  readonly kind = 'http';

  constructor(private readonly options: HttpGatewayOptions) {}

  async send(message: OutgoingMessage): Promise<void> {
    const fetchImpl = this.options.fetchImpl ?? fetch;
    const response = await fetchImpl(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      },
      body: JSON.stringify({ channel: message.channel, to: message.recipient, text: message.body }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`message gateway answered ${response.status}`);
  }
}
