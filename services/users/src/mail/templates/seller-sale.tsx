import * as React from 'react';
import { Action, Greeting, Layout, Paragraph, Title, money } from './layout.js';
import type { MailTemplate } from './template.js';

export const sellerSale: MailTemplate<'seller-sale'> = {
  subject: (data) =>
    data.items.length === 1
      ? `You made a sale: ${data.items[0]!.title}`
      : `You made a sale: ${data.items.length} of your listings`,
  body: (data, context) => (
    <Layout
      preview={`${money(data.amountCents, data.currency)} from order #${data.orderNumber}`}
      context={context}
    >
      <Title>You made a sale</Title>
      <Greeting context={context} />
      <Paragraph>Someone bought from you in order #{data.orderNumber}:</Paragraph>
      {data.items.map((item) => (
        <Paragraph key={item.listingId}>
          {item.title} · {money(item.priceCents, data.currency)}
        </Paragraph>
      ))}
      <Paragraph>
        Your share, {money(data.amountCents, data.currency)}, is in your earnings.
      </Paragraph>
      <Action href={context.link('/profile', { tab: 'sales' })}>See my sales</Action>
    </Layout>
  ),
};
