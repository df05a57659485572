import type { MailData, MailKind, MailMessage } from '@pitstop/contracts';
import { render, toPlainText } from '@react-email/render';
import { MAIL_TEMPLATES, type MailContext, type MailTemplate } from './templates/index.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Links into the marketplace: PUBLIC_URL, the path, the query encoded. */
export function linkBuilder(publicUrl: string): MailContext['link'] {
  const origin = publicUrl.replace(/\/$/, '');
  return (path, query) => {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    return `${origin}${path.startsWith('/') ? path : `/${path}`}${search}`;
  };
}

/** A message's subject, HTML part and plain-text part (the text read from the HTML). */
export async function renderMail(
  message: MailMessage,
  options: { publicUrl: string; name: string | null; unsubscribeUrl?: string | null },
): Promise<RenderedMail> {
  const template = MAIL_TEMPLATES[message.kind] as MailTemplate<MailKind>;
  if (!template) throw new Error(`no template for mail kind '${String(message.kind)}'`);
  const context: MailContext = {
    name: options.name,
    link: linkBuilder(options.publicUrl),
    unsubscribeUrl: options.unsubscribeUrl ?? null,
  };
  const data = message.data as MailData[MailKind];
  const html = await render(template.body(data, context));
  // Links stay readable in the text part: "Confirm my email [https://…]".
  const text = toPlainText(html);
  return { subject: template.subject(data, context), html, text };
}
