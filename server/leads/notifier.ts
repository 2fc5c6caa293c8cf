import { createHash } from 'node:crypto';
import type { DueNotification, Outbox } from '../intake/outbox';
import type { Deliver } from './delivery';
import { visitorEmail } from './forms';
import { domainOf } from './mail';
import type { Mailer } from './mailer';
import type { Routing } from './routing';
import { teamMail } from './team-mail';
import { visitorReply } from './visitor-reply';
import { sendWebhook, type WebhookConfig } from './webhook';

/** What the intake needs to tell people of a submission (config.ts reads it from the environment). */
export interface NotifyOptions {
  mailer: Mailer;
  routing: Routing;
  /** MAIL_FROM: the team mail's and the reply's sender. */
  from: string;
  /** The site's origin, for the links in mails. */
  siteUrl: string;
  webhook?: WebhookConfig;
}

/** The key the daily cap counts an address under: a hash, so the count names no address. */
export function addressKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Sends one notification of the outbox, by its kind. */
export function notifier({ mailer, routing, from, siteUrl, webhook }: NotifyOptions, outbox: Outbox, now: () => number = Date.now): Deliver {
  const domain = domainOf(from);
  return async (notification: DueNotification) => {
    switch (notification.kind) {
      case 'team':
        await mailer.send(teamMail(notification, { routing, from, domain, siteUrl }));
        return 'delivered';
      case 'reply': {
        const mail = visitorReply(notification, { from, domain, siteUrl });
        const email = visitorEmail(notification.record.payload);
        if (!mail || !email) return { suppressed: 'no address' };
        if (!(await outbox.reserveReply(addressKey(email), notification.id, now()))) return { suppressed: 'daily reply cap' };
        await mailer.send(mail);
        return 'delivered';
      }
      case 'webhook':
        if (!webhook) return { suppressed: 'no webhook configured' };
        await sendWebhook(notification, webhook, now());
        return 'delivered';
    }
  };
}
