import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import * as React from 'react';
import type { MailContext } from './template.js';

/** The web app's colours (web/src/theme.ts): asphalt header, racing-red accent. */
export const BRAND = {
  asphalt: '#0a0a0c',
  surface: '#131317',
  text: '#1b1b21',
  muted: '#5f5f6b',
  onDark: '#f4f4f5',
  onDarkMuted: '#a8a8b3',
  accent: '#e10600',
  page: '#f4f4f5',
} as const;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * Every mail's frame: the dark PITSTOP PRINTS header with the tagline, a white card, and a
 * footer saying why it came. Mail clients ignore stylesheets: styles are inline (React Email).
 */
export function Layout({
  preview,
  context,
  children,
}: {
  preview: string;
  context: MailContext;
  children: React.ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: BRAND.page, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto' }}>
          <Section style={{ backgroundColor: BRAND.asphalt, padding: '20px 28px' }}>
            <Text
              style={{
                color: BRAND.onDark,
                fontSize: 22,
                fontWeight: 800,
                letterSpacing: 2,
                margin: 0,
              }}
            >
              PITSTOP <span style={{ color: BRAND.accent }}>PRINTS</span>
            </Text>
            <Text
              style={{
                color: BRAND.onDarkMuted,
                fontSize: 12,
                letterSpacing: 3,
                margin: '4px 0 0',
              }}
            >
              PRINT. WRENCH. RIP.
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              borderTop: `4px solid ${BRAND.accent}`,
              padding: '8px 28px 24px',
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: '16px 28px' }}>
            <Text style={{ color: BRAND.muted, fontSize: 12, margin: 0 }}>
              Pitstop Prints · 3D-printable parts for your car ·{' '}
              <Link href={context.link('/')} style={{ color: BRAND.muted }}>
                {context
                  .link('/')
                  .replace(/^https?:\/\//, '')
                  .replace(/\/$/, '')}
              </Link>
            </Text>
            {context.unsubscribeUrl ? (
              <Text style={{ color: BRAND.muted, fontSize: 12, margin: '8px 0 0' }}>
                You get this because it is on in Profile → Settings.{' '}
                <Link href={context.unsubscribeUrl} style={{ color: BRAND.muted }}>
                  Unsubscribe from these
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: React.ReactNode }) {
  return (
    <Heading as="h1" style={{ color: BRAND.text, fontSize: 22, margin: '20px 0 8px' }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: React.ReactNode }) {
  return (
    <Text style={{ color: BRAND.text, fontSize: 15, lineHeight: '24px', margin: '12px 0' }}>
      {children}
    </Text>
  );
}

export function Greeting({ context }: { context: MailContext }) {
  return <Paragraph>{context.name ? `Hi ${context.name},` : 'Hi,'}</Paragraph>;
}

/** The one action of a mail, with its address written out below for clients that hide buttons. */
export function Action({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: BRAND.accent,
          color: '#ffffff',
          fontSize: 15,
          fontWeight: 700,
          padding: '12px 22px',
          borderRadius: 6,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
      <Text
        style={{ color: BRAND.muted, fontSize: 12, margin: '12px 0 0', wordBreak: 'break-all' }}
      >
        Or open this address: <Link href={href}>{href}</Link>
      </Text>
    </Section>
  );
}

export function Note({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Hr style={{ borderColor: '#e4e4e7', margin: '20px 0 12px' }} />
      <Text style={{ color: BRAND.muted, fontSize: 13, lineHeight: '20px', margin: 0 }}>
        {children}
      </Text>
    </>
  );
}

/** Integer cents as the web app shows them ($12.50). */
export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
