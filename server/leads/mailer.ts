import { createTransport } from 'nodemailer';
import type { Mail } from './mail';

/** Sends one mail; rejects when the server refused it or could not be reached. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Mail over SMTP with nodemailer, from `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`). Pooled
 * connections, so a queue after an outage drains without a handshake per mail; timeouts short enough that a
 * dead server fails the try (and it is retried) instead of holding it.
 */
export function smtpMailer(url: string): Mailer {
  const transport = createTransport({ url, pool: true, maxConnections: 4, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      // Every value is already one line (mail.ts): nodemailer encodes them, and no field becomes a header.
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        disableUrlAccess: true,
        disableFileAccess: true,
      });
    },
    close() {
      transport.close();
    },
  };
}
