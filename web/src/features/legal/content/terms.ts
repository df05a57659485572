import { list, p, type LegalDocument } from '../legal-document';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  kicker: 'LEGAL',
  lastUpdated: 'November 2026',
  intro: [
    'These terms are the agreement between you and Pitstop Prints for using the Pitstop Prints marketplace: browsing, downloading and buying 3D-printable car part files, and uploading and selling your own. Please read them, and the safety notice below, before you print or fit anything.',
  ],
  notice: {
    title: 'Safety notice',
    text: 'Printed parts are for aesthetic, non-critical use only. Never print, fit or rely on a printed part for brakes, steering, suspension, wheels, seat belts, airbags, fuel or electrical safety systems, structural mounts, or anything else whose failure could injure someone or cause loss of control. Plastic parts can crack, warp in heat and fail without warning. You are responsible for deciding whether a part is suitable, and for fitting it safely and legally.',
  },
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of These Terms',
      blocks: [
        p(
          'By creating an account or using Pitstop Prints you agree to these terms and to our Privacy Policy. If you do not agree, do not use the service. If you use Pitstop Prints on behalf of a business, you accept these terms for that business.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts and Eligibility',
      blocks: [
        list(
          'You must be at least 13 years old to use Pitstop Prints, and old enough to form a binding contract where you live to buy or sell. Users under 18 need a parent’s or guardian’s permission.',
          'Give accurate information and keep it up to date. You are responsible for everything done with your account; keep your password secret and tell us straight away if you think someone else is using it.',
          'One person, one account. We may suspend or close accounts that break these terms.',
        ),
      ],
    },
    {
      id: 'buying',
      heading: 'Buying and Downloading Files',
      blocks: [
        p(
          'Free files can be downloaded by any signed-in user. Paid files are sold by their creators through Pitstop Prints; prices are shown in US dollars and the platform fee is shown at checkout. Payment is taken by our card payment provider when you complete checkout, and the files are available to download from your profile once payment succeeds.',
        ),
        p(
          'Because files are delivered digitally and immediately, purchases are final. If a file is missing, corrupt or substantially different from its listing, contact us within 14 days and we will work with the creator to fix it or refund you.',
        ),
      ],
    },
    {
      id: 'selling',
      heading: 'Uploading and Selling (Creators)',
      blocks: [
        list(
          'You may upload only models you created or have the right to sell. You keep ownership of your work; you give Pitstop Prints a worldwide, non-exclusive licence to host, display, preview, promote and deliver it to buyers while it is listed.',
          'Describe each model honestly: the vehicles it fits, print settings, supports and difficulty. Mark fitment you have not test-fitted as such.',
          'Every upload is reviewed before it is published, usually within 24 hours. We may decline or remove any listing, for example one that breaks these terms or the safety rules.',
          'Earnings from paid sales are paid out to the payout method in your profile, less any fees shown when you listed the model. You are responsible for the taxes on your earnings.',
        ),
      ],
    },
    {
      id: 'licences',
      heading: 'Licences for Downloaded Files',
      blocks: [
        p(
          'Buying or downloading a file gives you a licence to use it; you do not buy the design itself. Unless a listing says otherwise, the licence allows personal use: you may print the part for your own vehicles, as many times as you need. Commercial use (selling printed parts or the file) is allowed only when the listing grants a commercial licence.',
        ),
        p(
          'You may not share, resell or re-upload the files themselves, whether free or paid, unless the creator allows it.',
        ),
      ],
    },
    {
      id: 'prohibited',
      heading: 'Prohibited Content and Conduct',
      blocks: [
        p('You may not upload, sell or use Pitstop Prints for:'),
        list(
          'Parts meant for safety-critical systems, weapons or weapon components, or anything designed to defeat emissions controls, lighting rules or other vehicle safety regulations.',
          'Content that infringes someone else’s copyright, trademark or other rights, including unlicensed manufacturer logos.',
          'Malware, misleading listings, fake reviews, spam, or manipulating downloads, likes or ratings.',
          'Harassment, hate speech or illegal content in reviews, comments or profiles.',
          'Scraping, overloading or trying to break into the service or other users’ accounts.',
        ),
      ],
    },
    {
      id: 'safety-and-risk',
      heading: 'Printed Parts, Safety and Your Responsibility',
      blocks: [
        p(
          'Pitstop Prints hosts files; it does not manufacture, test or certify printed parts. How a part performs depends on your printer, material, settings and fitting. You print and install parts at your own risk, you must follow the safety notice above, and you must make sure any modification is legal where you drive and does not breach your vehicle’s warranty or insurance.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Disclaimers and Limitation of Liability',
      blocks: [
        p(
          'The service and all files are provided "as is", without warranties of fitness for a particular purpose, accuracy of fitment or uninterrupted availability, to the extent the law allows.',
        ),
        p(
          'To the extent the law allows, Pitstop Prints is not liable for indirect or consequential losses, or for damage to vehicles, property or people arising from printed parts, and our total liability to you is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
        ),
      ],
    },
    {
      id: 'changes-termination',
      heading: 'Changes, Termination and Contact',
      blocks: [
        p(
          'We may change these terms as the service evolves; we will post the new version here and give notice of significant changes before they apply. You may close your account at any time. We may suspend or end your access if you break these terms, including under our DMCA repeat infringer policy.',
        ),
        p('Questions about these terms: email legal@pitstopprints.com.'),
      ],
    },
  ],
};
