import { dictionaryFor } from '../../content/i18n';
import { site, whatsappUrl } from '../../content/site';
import { ecropBrochurePath } from '../../lib/brochure';
import { formatInr } from '../../lib/format';
import { fill } from '../../lib/i18n';
import { hrefOf, pagePath } from '../../lib/routes';
import type { DueNotification } from '../intake/outbox';
import { formOf, visitorEmail } from './forms';
import { escapeHtml, messageIdOf, oneLine, referenceOf, type Mail } from './mail';

export interface ReplyContext {
  from: string;
  domain: string;
  siteUrl: string;
}

/** One paragraph of the reply: text, or text with a link that the plain part writes out in full. */
type Paragraph = string | { text: string; href: string };

/**
 * The visitor's reply, in the language of the page they used, as plain text and as HTML with no remote
 * image: the brochure request gets the brochure's link, the support phone and WhatsApp (what the form's
 * success view shows); a contact message and an order enquiry get their reference and what happens next;
 * feedback, a thank-you. It goes only to the address the visitor typed. Undefined when there is none.
 */
export function visitorReply(notification: DueNotification, { from, domain, siteUrl }: ReplyContext): Mail | undefined {
  const { record, collection } = notification;
  const { payload } = record;
  const email = visitorEmail(payload);
  const form = formOf(collection, payload);
  if (!email || !form) return undefined;
  const lang = record.lang ?? 'en';
  const t = dictionaryFor(lang).mail;
  const formWords = dictionaryFor(lang).forms;
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const values = {
    brand: site.brand,
    reference: referenceOf(notification),
    phone: site.assistancePhone.display,
    whatsapp: site.whatsapp.display,
    tollFree: site.tollFreePhone.display,
    total: typeof payload.total === 'number' ? formatInr(payload.total) : '',
    rating: typeof payload.rating === 'number' ? payload.rating : '',
  };
  const say = (template: string) => fill(template, values);

  let subject: string;
  let body: Paragraph[];
  switch (form) {
    case 'brochure':
      subject = say(t.brochureSubject);
      body = [
        say(t.brochureBody),
        { text: t.brochureLink, href: absolute(ecropBrochurePath(lang)) },
        say(t.brochureNext),
        say(t.needHelp),
        { text: formWords.whatsappChat, href: whatsappUrl(fill(formWords.brochureWhatsapp, { brand: site.brand })) },
      ];
      break;
    case 'contact':
      subject = say(t.contactSubject);
      body = [say(t.contactBody), say(t.contactNext)];
      break;
    case 'order':
      subject = say(t.orderSubject);
      body = [say(t.orderBody), say(t.orderTotal), say(t.orderNext)];
      break;
    case 'feedback':
      subject = say(t.feedbackSubject);
      body = [say(t.feedbackBody)];
      break;
  }
  const name = typeof payload.name === 'string' && payload.name.trim() !== '' ? oneLine(payload.name) : '';
  const greeting = name ? fill(t.greeting, { name }) : fill(t.greeting, { name: '' }).replace(/\s+,/, ',');
  const policy = absolute(hrefOf(pagePath('policy', lang)));
  const why = fill(t.why, { site: new URL(siteUrl).host, policy });
  const signOff = fill(t.signOff, { brand: site.brand });

  const text = [greeting, ...body.map((part) => (typeof part === 'string' ? part : `${part.text}: ${part.href}`)), signOff, '--', why].join('\n\n');
  const paragraph = (part: Paragraph) =>
    typeof part === 'string'
      ? `<p style="margin:0 0 16px">${escapeHtml(part)}</p>`
      : `<p style="margin:0 0 16px"><a href="${escapeHtml(part.href)}" style="color:#1f6f3a;font-weight:bold">${escapeHtml(part.text)}</a></p>`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;background:#f6f5ef;font:16px/1.5 Arial,sans-serif;color:#1b2a22"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">${[greeting, ...body, signOff].map(paragraph).join('')}<p style="margin:24px 0 0;font-size:13px;color:#4a5a50">${escapeHtml(why)}</p></div></body></html>`;

  return { from, to: [oneLine(email)], subject: oneLine(subject), text: `${text}\n`, html, messageId: messageIdOf(notification, domain) };
}
