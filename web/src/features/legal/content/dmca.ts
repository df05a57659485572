import { list, p, type LegalDocument } from '../legal-document';

export const DMCA_POLICY: LegalDocument = {
  title: 'DMCA Policy',
  kicker: 'COPYRIGHT',
  lastUpdated: 'November 2026',
  intro: [
    'Pitstop Prints respects the work of designers and expects its users to do the same. We respond to notices of claimed copyright infringement under the Digital Millennium Copyright Act (17 U.S.C. § 512). If you believe a model, image or description on Pitstop Prints copies your work without permission, send us a notice as described below.',
  ],
  sections: [
    {
      id: 'report-content',
      heading: 'Reporting a Model',
      blocks: [
        p(
          'To report a model that copies someone’s design, is meant for a safety-critical part, is offensive, or is spam: open the model’s page, press the flag (Report) button beside Like and Share, choose a reason and add details. You need to be signed in. Our moderators review reports in the order they arrive.',
        ),
        p(
          'When a report holds up, we take the model down: it leaves search and every listing, and its creator is told why on their profile. For a copyright claim that needs a formal notice, follow the steps below.',
        ),
      ],
    },
    {
      id: 'notice-contents',
      heading: 'What Your Notice Must Include',
      blocks: [
        p('A valid notice must be in writing and include:'),
        list(
          'Your physical or electronic signature, as the copyright owner or someone authorised to act for them.',
          'A description of the copyrighted work you claim has been infringed (for example, a link to your original design).',
          'The address of each listing on Pitstop Prints that you claim infringes, precise enough for us to find it (for example, https://pitstopprints.com/models/…).',
          'Your name, postal address, telephone number and email address.',
          'A statement that you have a good-faith belief that the use is not authorised by the copyright owner, its agent or the law.',
          'A statement that the information in the notice is accurate and, under penalty of perjury, that you are the owner or authorised to act on the owner’s behalf.',
        ),
        p(
          'Notices that leave out any of these elements may not be acted on; we will tell you what is missing.',
        ),
      ],
    },
    {
      id: 'designated-agent',
      heading: 'Designated Agent',
      blocks: [
        p('Send notices and counter-notifications to our designated copyright agent:'),
        list(
          'Pitstop Prints, Attn: DMCA Agent',
          'Email: dmca@pitstopprints.com',
          'Subject line: "DMCA Notice" or "DMCA Counter-Notification"',
        ),
        p(
          'This address is for copyright matters only; other messages sent to it will not be answered.',
        ),
      ],
    },
    {
      id: 'what-happens',
      heading: 'What Happens After a Notice',
      blocks: [
        p(
          'When we receive a complete notice we remove or disable access to the listed material, tell the creator who uploaded it, and send them a copy of the notice (your contact details included, so they can respond). Purchases already made stay in buyers’ histories, but the files can no longer be downloaded while the material is down.',
        ),
      ],
    },
    {
      id: 'counter-notification',
      heading: 'Counter-Notification',
      blocks: [
        p(
          'If you uploaded material that was removed and you believe it was removed by mistake or misidentification, you may send a counter-notification to our designated agent. It must include:',
        ),
        list(
          'Your physical or electronic signature.',
          'Identification of the material that was removed and where it appeared before removal.',
          'A statement under penalty of perjury that you have a good-faith belief the material was removed as a result of mistake or misidentification.',
          'Your name, address and telephone number, and a statement that you consent to the jurisdiction of the federal district court for your address (or, if you are outside the United States, any judicial district in which Pitstop Prints may be found), and that you will accept service of process from the person who sent the original notice.',
        ),
        p(
          'We forward a complete counter-notification to the person who sent the original notice. Unless they tell us that they have filed a court action to restrain the alleged infringement, we restore the material within 10-14 business days.',
        ),
      ],
    },
    {
      id: 'repeat-infringers',
      heading: 'Repeat Infringer Policy',
      blocks: [
        p(
          'We terminate the accounts of repeat infringers. An account that receives three valid infringement notices that are not successfully countered is closed, its listings are removed and its unpaid earnings from infringing material are withheld. We may also close an account after a single notice where the infringement is flagrant, such as re-uploading someone else’s paid files.',
        ),
      ],
    },
    {
      id: 'timeline',
      heading: 'Timeline',
      blocks: [
        {
          kind: 'timeline',
          steps: [
            {
              when: 'Within 24-48 hours',
              title: 'Notice processed',
              text: 'We review a complete notice, remove or disable the material and notify the uploader. Notices are processed in 24-48 hours.',
            },
            {
              when: 'Any time after removal',
              title: 'Counter-notification',
              text: 'The uploader may send a counter-notification; we forward it to the person who sent the notice.',
            },
            {
              when: '10-14 business days',
              title: 'Material restored',
              text: 'Counter-notifications are processed in 10-14 business days: the material is restored unless we are told a court action has been filed.',
            },
          ],
        },
      ],
    },
    {
      id: 'misrepresentation',
      heading: 'Misrepresentations',
      blocks: [
        p(
          'Under 17 U.S.C. § 512(f), anyone who knowingly misrepresents that material is infringing, or that it was removed by mistake, may be liable for damages, including costs and attorneys’ fees. If you are not sure whether material infringes your copyright, consider getting legal advice before sending a notice.',
        ),
      ],
    },
  ],
};
