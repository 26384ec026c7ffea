// Legal text of the static pages (privacy policy dated August 2021, terms). Each section is a heading and a paragraph.
export const legalEn = {
  updated: 'Last updated: August 2021',
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This policy explains what information Art Marketplace collects when you use the site, how we use it and the choices you have.',
    sections: [
      {
        heading: 'Personal data',
        body: 'When you register, buy or sell artworks we collect your name, email address, password (stored only as a secure hash), profile picture, address, shipping details and phone number. We use them to run your account, deliver orders and contact you about them.',
      },
      {
        heading: 'Non-personal data',
        body: 'We collect technical information such as browser type, device, language and the pages you visit, in a form that does not identify you, to keep the site working and to improve it.',
      },
      {
        heading: 'Cookies',
        body: 'We use a cookie to keep you signed in for one day, one to remember your language for seven days and one to remember your cart for seven days. You can delete cookies in your browser at any time; you will then be signed out.',
      },
      {
        heading: 'Sharing your information',
        body: 'We never sell your personal data. We share what is needed with payment providers and delivery partners to complete an order, and with authorities when Nepali law requires it. Your public profile, artworks and posts are visible to other visitors.',
      },
      {
        heading: 'Security',
        body: 'We protect your data with encrypted connections, hashed passwords and limited staff access. No service on the internet is completely secure, so please keep your password private.',
      },
      {
        heading: 'Changes to this policy',
        body: 'We may update this policy. When we make important changes we will tell you on the site or by email, and the date above will change.',
      },
      {
        heading: 'Your consent',
        body: 'By using the site you agree to this policy. You may ask us to correct or delete your data, or request the deletion of your account, at any time.',
      },
      {
        heading: 'Children',
        body: 'The site is not meant for children under 13. We do not knowingly collect data from children under 13; if we learn that we have, we delete it.',
      },
      {
        heading: 'Third-party services',
        body: 'Sign-in with social providers and online payment are handled by third parties under their own privacy policies. Links to other websites are not covered by this policy.',
      },
      { heading: 'Governing law', body: 'This policy is governed by the laws of Nepal.' },
      {
        heading: 'Contact',
        body: 'For questions about this policy or your data, write to our support team using the contact details on the site.',
      },
    ],
  },
  terms: {
    title: 'Terms and Conditions',
    intro:
      'These terms apply to everyone who visits, buys from or sells on Art Marketplace. Please read them carefully.',
    sections: [
      {
        heading: 'Your account',
        body: 'You must give correct information when you register and keep your password secret. You are responsible for what happens under your account.',
      },
      {
        heading: 'Artists and studios',
        body: 'Artists may only upload works they created or have the right to sell. Descriptions, sizes and prices must be accurate. We may remove works that break these terms.',
      },
      {
        heading: 'Buying artworks',
        body: 'Prices are shown in Nepalese rupees (NPR). An order is confirmed by email. Taxes and a flat shipping charge are shown before you pay. Pending orders can be cancelled from My Orders.',
      },
      {
        heading: 'Content and behaviour',
        body: 'Posts and comments must respect others. Harassment, hate speech, spam and illegal content are not allowed. You can report or block anyone who breaks these rules.',
      },
      {
        heading: 'Intellectual property',
        body: 'Artworks remain the property of their artists. You may not copy or reuse images from the site without the artist’s permission.',
      },
      {
        heading: 'Liability',
        body: 'We work to keep the site available and correct but cannot promise it will be free of interruptions or errors. We are not liable for indirect losses.',
      },
      {
        heading: 'Changes to these terms',
        body: 'We may change these terms. Continuing to use the site after a change means you accept the new terms.',
      },
      {
        heading: 'Governing law',
        body: 'These terms are governed by the laws of Nepal, and disputes are settled by the courts of Nepal.',
      },
      { heading: 'Contact', body: 'If you have questions about these terms, contact our support team.' },
    ],
  },
};
