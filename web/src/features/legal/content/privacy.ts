import { list, p, type LegalDocument } from '../legal-document';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  kicker: 'LEGAL',
  lastUpdated: 'November 2026',
  intro: [
    'Pitstop Prints ("Pitstop Prints", "we", "us") runs a marketplace where people buy, sell and download 3D-printable car parts. This policy explains what personal information we collect when you use the site, why we collect it, who we share it with and the choices you have.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        p('We collect only what we need to run the marketplace:'),
        list(
          'Account details you give us: your name, email address, password (stored only as a salted hash), and optionally a display name, bio and profile image.',
          'Creator details: the models, files, images, descriptions and vehicle fitment you upload, and the payout and tax details needed to pay you.',
          'Activity on the site: the parts you view, like, download, buy, review or comment on, the vehicles you select in the fitment picker and your searches.',
          'Technical data: IP address, browser and device type, and timestamps, recorded in our server logs.',
        ),
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Your Information',
      blocks: [
        list(
          'To create and secure your account and keep you signed in.',
          'To deliver the files you download or buy, keep your purchase history and show your downloads in your profile.',
          'To show parts that fit the vehicle you picked and to improve search and recommendations.',
          'To review uploads before they are published, enforce our Terms of Service and handle copyright notices.',
          'To pay creators and meet our tax and accounting obligations.',
          'To send service messages about your account, purchases or uploads. We only send marketing email if you opt in, and every such email has an unsubscribe link.',
        ),
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        p(
          'Card payments are handled by our payment provider. Your card number is entered into the provider’s secure form and never reaches or is stored on our servers. We receive only what we need to record the order: the amount, the items bought, the payment status and the last four digits and brand of the card.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and Similar Technologies',
      blocks: [
        p(
          'We use a session cookie to keep you signed in and to remember your cart. These cookies are strictly necessary for the site to work. We do not use advertising cookies, and we do not let third-party ad networks track you on Pitstop Prints.',
        ),
        p(
          'If a page includes an embedded video, it is served from the video provider’s privacy-enhanced domain, and that provider’s own privacy policy applies when you play it.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: 'How We Share Information',
      blocks: [
        p('We do not sell your personal information. We share it only:'),
        list(
          'With creators, to the extent needed for a purchase: a seller sees that their model was bought, not your payment details.',
          'Publicly, where you choose to: your display name, profile, uploads, reviews and comments are visible to other users.',
          'With service providers who run parts of the service for us (hosting, storage, email and payment processing), under contracts that limit their use of the data to that work.',
          'With the sender of a copyright notice or counter-notification, as the DMCA process requires.',
          'When the law requires it, or to protect the safety, rights or property of our users, the public or Pitstop Prints.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'Data Retention',
      blocks: [
        p(
          'We keep your account information for as long as your account is open. If you close your account we delete or anonymise your personal information within 30 days, except for records we must keep longer for tax, accounting, fraud-prevention or legal reasons (for example, purchase records), which we keep only as long as the law requires.',
        ),
        p(
          'When you delete your account (Profile → Settings → Delete my account) we erase at once your name, email address, bio, avatar, garage and collections, and end every session. What we keep, and why: your orders, with amounts and dates but no name or address, for our tax and accounting books; the files other people bought from you, so they keep what they paid for; and an anonymous account id that those records point to. You can download everything we hold about you first, as a JSON file (Profile → Settings → Download my data).',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        p(
          'We protect your information with encryption in transit (HTTPS), hashed passwords, access controls that limit staff access to what their job requires, and regular review of our systems. No service can promise perfect security; if a breach affects your personal information, we will notify you and the authorities as the law requires.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights and Choices',
      blocks: [
        p('Depending on where you live, you may have the right to:'),
        list(
          'Access the personal information we hold about you and receive a copy of it.',
          'Correct information that is wrong or incomplete; most of it you can edit yourself in your profile.',
          'Delete your account and personal information.',
          'Object to or restrict some processing, and withdraw consent you have given.',
          'Complain to your local data-protection authority.',
        ),
        p(
          'To use any of these rights, contact us at the address below. We will answer within 30 days.',
        ),
      ],
    },
    {
      id: 'children',
      heading: 'Children’s Privacy',
      blocks: [
        p(
          'Pitstop Prints is not intended for children. Users under 13 are excluded: they may not create an account or use the service, and we do not knowingly collect personal information from anyone under 13. If we learn that we have, we delete it promptly. Parents or guardians who believe a child has given us information can contact us to have it removed.',
        ),
      ],
    },
    {
      id: 'changes-contact',
      heading: 'Changes to This Policy and Contact',
      blocks: [
        p(
          'We may update this policy as the service changes. We will post the new version here with a new date and, for significant changes, tell you by email or with a notice on the site before they take effect.',
        ),
        p('Questions or requests about your privacy: email privacy@pitstopprints.com.'),
      ],
    },
  ],
};
