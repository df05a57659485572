import { Column, Link, Row, Section, Text } from '@react-email/components';
import * as React from 'react';
import { Action, BRAND, Greeting, Layout, Note, Paragraph, Title, money } from './layout.js';
import type { MailTemplate } from './template.js';

export const orderReceipt: MailTemplate<'order-receipt'> = {
  subject: (data) => `Your Pitstop Prints receipt (order #${data.orderNumber})`,
  body: (data, context) => (
    <Layout preview={`Receipt for ${money(data.totalCents, data.currency)}`} context={context}>
      <Title>Thanks for your order</Title>
      <Greeting context={context} />
      <Paragraph>
        Order #{data.orderNumber} · {new Date(data.paidAt).toUTCString()}
        <br />
        Paid with {data.paymentMethod}
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
        {data.platformFeeCents > 0 ? (
          <>
            <AmountRow label="Subtotal" cents={data.subtotalCents} currency={data.currency} />
            <AmountRow
              label="Platform fee"
              cents={data.platformFeeCents}
              currency={data.currency}
            />
          </>
        ) : null}
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
      <Paragraph>
        This order and your earlier ones are in{' '}
        <Link href={context.link('/profile', { tab: 'purchases' })}>Profile → Purchases</Link>; this
        one as a <Link href={context.link(`/orders/${data.orderId}`)}>printable receipt</Link>.
      </Paragraph>
      <Note>Your files stay in Profile → Downloads for as long as you have your account.</Note>
    </Layout>
  ),
};

function AmountRow({ label, cents, currency }: { label: string; cents: number; currency: string }) {
  return (
    <Row>
      <Column>
        <Text style={{ margin: '8px 0 0', fontSize: 14, color: BRAND.muted }}>{label}</Text>
      </Column>
      <Column align="right">
        <Text style={{ margin: '8px 0 0', fontSize: 14, color: BRAND.muted }}>
          {money(cents, currency)}
        </Text>
      </Column>
    </Row>
  );
}
