// The report and block dialogs' words, en, wherever they open. trust.ne.ts and trust.zh.ts mirror
// these keys (a test checks).
export const trustEn = {
  block: {
    // Blocking an artwork's author from the artwork page.
    artwork: {
      title: 'Block',
      message: 'Block {{name}}? You will no longer see each other’s artworks, posts or comments.',
      confirm: 'Block',
    },
    // A profile's Block Messages, with Confirm and Cancel.
    profile: {
      title: 'Block Messages',
      message: 'Blocked users can no longer follow you, view your work, comment or message you. Block {{name}}?',
      confirm: 'Confirm',
    },
    doneArtist: 'Artist blocked successfully',
    doneUser: 'User blocked successfully',
    failedArtist: 'Something went wrong while blocking artist',
    failedUser: 'Something went wrong while blocking user',
  },
  report: {
    title: { product: 'Report this artwork', post: 'Report Post', user: 'Report Profile' },
    // The server's own words for each target, so that every language has them.
    done: {
      product: 'Product reported successfully',
      post: 'Reported Successfully',
      user: 'Profile reported successfully',
    },
    // The options of GET /report/categories, by id (the server's name is the English one).
    options: {
      spam: 'Spam or misleading',
      nudity: 'Nudity or sexual content',
      hate: 'Hate speech or symbols',
      harassment: 'Harassment or bullying',
      violence: 'Violence or dangerous content',
      copyright: 'Copyright or stolen artwork',
      scam: 'Scam or fraud',
      other: 'Other',
    },
    reasons: 'Why are you reporting this?',
    otherReason: 'write reason',
    submit: 'Submit',
    selectOption: 'Please Select option to continue',
    failed: 'Something went wrong. Please try again',
    loadFailed: 'Something went wrong while loading. Please try again.',
  },
};

/** The shape every language fills. */
export type TrustTexts = typeof trustEn;
