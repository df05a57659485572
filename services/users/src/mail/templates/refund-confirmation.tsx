import * as React from 'react';
import { Action, Greeting, Layout, Paragraph, Title, money } from './layout.js';
import type { MailTemplate } from './template.js';

export const refundConfirmation: MailTemplate<'refund-confirmation'> = {
  subject: (data) => `Your refund for order #${data.orderNumber}`,
  body: (data, context) => (
    <Layout
      preview={`${money(data.amountCents, data.currency)} back from order #${data.orderNumber}`}
      context={context}
    >
      <Title>Your refund</Title>
      <Greeting context={context} />
      <Paragraph>
        We refunded {money(data.amountCents, data.currency)} of order #{data.orderNumber} to the
        card you paid with:
      </Paragraph>
      {data.items.map((item) => (
        <Paragraph key={item.listingId}>
          {item.title} · {money(item.priceCents, data.currency)}
        </Paragraph>
      ))}
      <Paragraph>
        The files of refunded items are no longer in your downloads. Your bank may take a few days
        to show the money.
      </Paragraph>
      <Action href={context.link(`/orders/${data.orderId}`)}>See the receipt</Action>
    </Layout>
  ),
};
