/**
 * The mails' words in English, the catalog the others are checked against (catalog.ts): a key
 * missing from ne or zh fails the type check. Values are plain text: the templates escape what
 * goes into HTML, so no markup belongs here.
 */
export const en = {
  layout: {
    brand: 'Art Marketplace',
    greeting: 'Hello {{name}},',
    greetingNoName: 'Hello,',
    oneMinute: '1 minute',
    minutes: '{{count}} minutes',
  },
  verificationCode: {
    subject: 'Your Art Marketplace verification code',
    code: 'Your verification code is {{code}}.',
    codeLead: 'Your verification code is:',
    enter: 'Enter it on the verification page to confirm your e-mail address. It expires in {{minutes}}.',
    ignore: 'If you did not create an account, you can ignore this e-mail.',
  },
  passwordReset: {
    subject: 'Reset your Art Marketplace password',
    intro: 'We received a request to reset your password. Open this link to choose a new one:',
    expires: 'The link works once and expires in {{minutes}}.',
    ignore: 'If you did not ask for a new password, you can ignore this e-mail; your password stays the same.',
  },
  passwordChanged: {
    subject: 'Your Art Marketplace password was changed',
    changed:
      'The password of your Art Marketplace account was just changed, and every device signed in with the old one was signed out.',
    wasYou: 'If this was you, there is nothing more to do.',
    notYou: 'If it was not you, choose a new password at once:',
  },
  welcome: {
    subject: 'Welcome to Art Marketplace',
    ready: 'Your e-mail address is verified and your account is ready.',
    discover: 'Discover artworks, follow the studios you like and collect the pieces you love:',
    artist: 'Are you an artist? Ask for your own studio from your profile and start selling your work.',
  },
  studioRequest: {
    subject: 'We received your studio request',
    thanks:
      'Thank you for asking to open a studio on Art Marketplace. Our team will review your request and write to you once it is decided.',
    yourMessage: 'Your message:',
  },
  inquiry: {
    subjectAbout: 'New inquiry about "{{art}}"',
    subject: 'New inquiry on Art Marketplace',
    leadStudio: 'Someone is interested in your artwork and asked to be contacted.',
    leadExhibition: 'A visitor sent an inquiry from an exhibition page.',
    leadArtwork: 'A visitor sent an inquiry from an artwork page.',
    artwork: 'Artwork',
    artist: 'Artist',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    detail: '{{label}}: {{value}}',
    message: 'Message:',
    image: 'Image: {{url}}',
    reply: 'Reply to {{email}} to answer.',
  },
  orders: {
    itemTotal: 'Item total',
    tax: 'Tax ({{rate}}%)',
    shipping: 'Shipping',
    grandTotal: 'Grand total',
    myOrders: 'My Orders',
    methods: {
      cash: 'Cash on delivery',
      esewa: 'eSewa',
      connect_ips: 'ConnectIPS',
      stripe: 'Card (Stripe)',
    },
  },
  orderConfirmation: {
    subject: 'Your Art Marketplace order {{number}}',
    thanks: 'Thank you for your order {{number}} on Art Marketplace.',
    method: 'Payment method: {{method}}',
    confirmedByMail: 'Your order will be confirmed by email.',
    follow: 'You can follow your order, or cancel it while it is pending, from My Orders:',
    followHtml: 'You can follow your order, or cancel it while it is pending, from {{link}}.',
  },
  newOrder: {
    subject: 'New order {{number}} on Art Marketplace',
    total: 'Total of your artworks',
    buyer: 'A buyer',
    orderedOne: '{{buyer}} ordered your artwork (order {{number}}):',
    orderedMany: '{{buyer}} ordered your artworks (order {{number}}):',
    heldOne: 'The artwork is reserved for this order.',
    heldMany: 'The artworks are reserved for this order.',
    seeSales: 'See the order on your sales page:',
    seeSalesHtml: 'See the order on your {{link}}.',
    salesPage: 'sales page',
  },
  paymentReceived: {
    subject: 'Payment received for your order {{number}}',
    received: 'We received your payment of {{amount}} by {{method}} for order {{number}}.',
    reference: 'Payment reference: {{reference}}',
    prepare: 'The artists now prepare your artworks for delivery. Follow your order from My Orders:',
    prepareHtml: 'The artists now prepare your artworks for delivery. Follow your order from {{link}}.',
  },
  orderUpdate: {
    subject: 'Your order {{number}}: {{what}}',
    sentence: 'Your order {{number}}: {{what}}',
    subjects: {
      confirmed: 'confirmed by the artist',
      shipped: 'shipped',
      delivered: 'delivered',
      'cancelled-by-artist': 'cancelled by the artist',
      'payment-timeout': 'cancelled: no payment arrived in time',
      'cash-timeout': 'cancelled: the artist did not confirm in time',
      'refund-pending': 'refund pending',
      'refund-made': 'refund made',
    },
    /** What happened, after "Your order KB-000123:", for one artwork or several. */
    headlines: {
      confirmed: { one: 'the artist confirmed this artwork.', many: 'the artist confirmed these artworks.' },
      shipped: { one: 'this artwork is on the way.', many: 'these artworks are on the way.' },
      delivered: { one: 'this artwork was delivered.', many: 'these artworks were delivered.' },
      'cancelled-by-artist': {
        one: 'the artist cancelled this artwork. Nothing more is owed for it.',
        many: 'the artist cancelled these artworks. Nothing more is owed for them.',
      },
      'payment-timeout': {
        one: 'no payment arrived in time, so this artwork was cancelled and released.',
        many: 'no payment arrived in time, so these artworks were cancelled and released.',
      },
      'cash-timeout': {
        one: 'the artist did not confirm this artwork in time, so it was cancelled.',
        many: 'the artist did not confirm these artworks in time, so they were cancelled.',
      },
      'refund-pending': {
        one: 'a refund of {{amount}} is on its way back to you. We tell you when it is made.',
        many: 'a refund of {{amount}} is on its way back to you. We tell you when it is made.',
      },
      'refund-made': { one: 'we refunded {{amount}} to you.', many: 'we refunded {{amount}} to you.' },
    },
    theAmount: 'the amount',
    see: 'See your order:',
    seeLink: 'See your order',
  },
  studioApproved: {
    subject: 'Your studio has been approved',
    approved:
      'Your studio has been approved: you are an artist on Art Marketplace now, and your studio is in the directory.',
    upload: 'Upload your first artwork here:',
  },
  studioRejected: {
    subject: 'Your studio request was not approved',
    rejected: 'Thank you for asking to open a studio on Art Marketplace. Our team could not approve it this time:',
    again: 'You may send a new request at any time:',
  },
  accountSuspended: {
    subject: 'Your Art Marketplace account has been suspended',
    suspended: 'Your Art Marketplace account has been suspended by our team, for this reason:',
    meanwhile:
      'While it is suspended you cannot sign in, and your profile, posts and artworks are hidden from others; nothing is deleted. You may send one appeal from the sign-in page.',
  },
  accountReinstated: {
    subject: 'Your Art Marketplace account is active again',
    lifted:
      'The suspension of your Art Marketplace account has been lifted: you can sign in again, and your profile, posts and artworks are back.',
  },
  appealRejected: {
    subject: 'Your appeal was not granted',
    rejected:
      'Our team has read your appeal against the suspension of your Art Marketplace account and could not grant it, for this reason:',
    stays: 'Your account stays suspended; nothing is deleted.',
  },
  newWorksDigest: {
    subjectOne: 'A new work from a studio you follow',
    subjectMany: '{{count}} new works from studios you follow',
    byStudio: '{{work}}, by {{studio}}',
    more: '…and {{count}} more on Art Marketplace.',
    intro: 'Studios you follow listed new works since our last mail:',
    onceADay:
      'You get this mail once a day when there is something new. To stop it, turn off "New works from studios I follow" under E-mails on your notifications page: {{settingsUrl}}',
    orStop: 'or stop it here: {{stopUrl}}',
    footerHtml:
      'You get this mail once a day when there is something new. To stop it, turn off "New works from studios I follow" under E-mails on {{settingsLink}}, or {{stopLink}}.',
    settingsLink: 'your notifications page',
    stopLink: 'stop it here',
  },
};
