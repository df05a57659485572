import * as React from 'react';
import { Action, Greeting, Layout, Paragraph, Title, money } from './layout.js';
import { shortOrder } from './order-receipt.js';
import type { MailTemplate } from './template.js';

export const sellerSale: MailTemplate<'seller-sale'> = {
  subject: (data) => `You made a sale: ${data.listingTitle}`,
  body: (data, context) => (
    <Layout preview={`${data.listingTitle} sold`} context={context}>
      <Title>You made a sale</Title>
      <Greeting context={context} />
      <Paragraph>
        Someone bought {data.listingTitle} (order {shortOrder(data.orderId)}). Your share,{' '}
        {money(data.amountCents, data.currency)}, is in your earnings.
      </Paragraph>
      <Action href={context.link('/profile', { tab: 'sales' })}>See my sales</Action>
    </Layout>
  ),
};
