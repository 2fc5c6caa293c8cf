import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { site } from '../../content/site';
import { escapeHtml } from './mail';

/**
 * A real SMTP server on loopback that keeps the last mails it received in memory, with a page to read them:
 * what `npm start` sends to when no SMTP_URL is set, so a newcomer sees the team mail and the visitor's reply
 * without an account anywhere. Nothing leaves the machine, and nothing is kept after a restart.
 */

export interface ReceivedMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  messageId: string;
  text: string;
  html: string | undefined;
  /** Every header line as it arrived, to check that none was added. */
  headerLines: string[];
}

export interface DevMailbox {
  /** `smtp://127.0.0.1:<port>`: where the mailer sends. */
  smtpUrl: string;
  readonly mails: ReceivedMail[];
  close(): Promise<void>;
}

/** The mails kept: the oldest go first. */
const KEEP = 500;
export const MAILBOX_PATH = '/_mailbox/';

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((entry) => entry.address ?? ''));

export async function startDevMailbox({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<DevMailbox> {
  const mails: ReceivedMail[] = [];
  let next = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: `${site.brand} local mailbox`,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            id: next++,
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? '',
            to: addressesOf(parsed.to),
            replyTo: parsed.replyTo?.text ?? '',
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : undefined,
            headerLines: parsed.headerLines.map((line) => line.line),
          });
          if (mails.length > KEEP) mails.splice(0, mails.length - KEEP);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  // A client that vanishes mid-mail (a sender killed, a reset connection) ends that connection only.
  server.on('error', () => undefined);
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://${host}:${bound}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const PAGE_STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:16px;max-width:960px;margin:auto;color:#1b2a22}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f5ef;padding:12px}iframe{width:100%;height:480px;border:1px solid #ccc}a{color:#1f6f3a}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

/** The mailbox's pages under /_mailbox/ on the local server: the list, one mail, and JSON. */
export async function registerDevMailbox(app: FastifyInstance, mailbox: DevMailbox): Promise<void> {
  await app.register(async (scope) => {
    // After the site's headers: its own policy (inline styles, no script, no request anywhere). Not framed
    // by others, by X-Frame-Options: the policy's frame-ancestors would be inherited by the mail's own
    // srcdoc frame below, and blank it.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cache-Control', 'no-store');
      return payload;
    });
    const find = (id: string) => mailbox.mails.find((mail) => mail.id === Number(id));
    scope.get(MAILBOX_PATH, async (_request, reply) => {
      const rows = [...mailbox.mails]
        .reverse()
        .map(
          (mail) =>
            `<tr><td>${escapeHtml(new Date(mail.receivedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }))}</td><td>${escapeHtml(mail.to.join(', '))}</td><td><a href="${MAILBOX_PATH}${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
        )
        .join('');
      const table = rows
        ? `<table><thead><tr><th>Received (IST)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No mail yet. Send a form on the site and reload this page.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Local mailbox',
            `<h1>Local mailbox</h1><p>What the intake sent while no SMTP_URL is set: the last ${KEEP} mails, kept in memory until the server stops.</p>${table}`,
          ),
        );
    });
    scope.get(`${MAILBOX_PATH}messages.json`, async () => mailbox.mails);
    scope.get<{ Params: { id: string } }>(`${MAILBOX_PATH}:id`, async (request, reply) => {
      const mail = find(request.params.id);
      if (!mail) return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<p>No such mail.</p>'));
      const headers = `<table><tbody>${[
        ['From', mail.from],
        ['To', mail.to.join(', ')],
        ['Reply-To', mail.replyTo],
        ['Subject', mail.subject],
        ['Message-ID', mail.messageId],
      ]
        .map(([name, value]) => `<tr><th>${name}</th><td>${escapeHtml(value ?? '')}</td></tr>`)
        .join('')}</tbody></table>`;
      // The HTML part framed with no script and no network (it inherits this page's policy).
      const html = mail.html ? `<h2>HTML</h2><iframe sandbox title="The mail's HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>` : '';
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(mail.subject, `<p><a href="${MAILBOX_PATH}">All mail</a></p><h1>${escapeHtml(mail.subject)}</h1>${headers}<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>${html}`),
        );
    });
  });
}
