import { Column, Row, Section, Text } from '@react-email/components';
import * as React from 'react';
import { Action, BRAND, Greeting, Layout, Note, Paragraph, Title, money } from './layout.js';
import type { MailTemplate } from './template.js';

export const orderReceipt: MailTemplate<'order-receipt'> = {
  subject: (data) => `Your Pitstop Prints receipt (order ${shortOrder(data.orderId)})`,
  body: (data, context) => (
    <Layout preview={`Receipt for ${money(data.totalCents, data.currency)}`} context={context}>
      <Title>Thanks for your order</Title>
      <Greeting context={context} />
      <Paragraph>
        Order {shortOrder(data.orderId)} · {new Date(data.paidAt).toUTCString()} ·{' '}
        {data.paymentMethod}
      </Paragraph>
      <Section>
        {data.items.map((item) => (
          <Row key={item.listingId} style={{ borderBottom: '1px solid #e4e4e7' }}>
            <Column>
              <Text style={{ margin: '8px 0 0', fontSize: 15, color: BRAND.text }}>
                {item.title}
              </Text>
              <Text style={{ margin: '0 0 8px', fontSize: 13, color: BRAND.muted }}>
                by {item.sellerName}
              </Text>
            </Column>
            <Column align="right">
              <Text style={{ fontSize: 15, color: BRAND.text }}>
                {money(item.priceCents, data.currency)}
              </Text>
            </Column>
          </Row>
        ))}
        <Row>
          <Column>
            <Text style={{ fontSize: 15, fontWeight: 700, color: BRAND.text }}>Total</Text>
          </Column>
          <Column align="right">
            <Text style={{ fontSize: 15, fontWeight: 700, color: BRAND.text }}>
              {money(data.totalCents, data.currency)}
            </Text>
          </Column>
        </Row>
      </Section>
      <Action href={context.link('/profile', { tab: 'downloads' })}>Download your files</Action>
      <Note>Your files stay in Profile → Downloads for as long as you have your account.</Note>
    </Layout>
  ),
};

/** The first block of the order's id, as the order pages show it. */
export function shortOrder(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
