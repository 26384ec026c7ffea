/**
 * Every refusal a screen may show, by a stable code, with the spec's words in English. The
 * services keep answering these words as `message` (the spec's API), and the error envelope adds
 * the code (`code`) found here for them; the frontends show the code's words in the reader's
 * language (@art/ui/refusals holds ne and zh). A `{name}` in the words is a value the service
 * fills in (an e-mail address, a reason, a count); the translations keep it.
 *
 * A new refusal is added here with its words in all three languages: a test walks the endpoint
 * declarations' refusal messages and fails on one without a code, another on a code without ne or
 * zh words.
 */
export const REFUSAL_WORDS = {
  // Signing in and sessions
  'login-first': 'Please login first',
  'wrong-credentials': 'The email or password you entered is incorrect',
  'social-only-account':
    'This account signs in with Google or Facebook. Use that button, or reset your password to set one',
  'account-suspended': 'Your account has been suspended: {reason}',
  'operator-sign-in': 'An operator signs in with e-mail, password and second factor',
  'social-sign-in-failed': 'Your sign-in could not be verified by the provider. Please try again',
  'social-sign-in-expired': 'This sign-in has expired or was started in another browser. Please try again',
  'social-provider-unreachable': 'The sign-in provider could not be reached. Please try again',
  'second-factor-expired': 'This sign-in has expired or was used. Please sign in again',
  'second-factor-wrong': 'That code is not right. Please try again',
  'second-factor-empty': 'Please enter the code',
  'session-not-renewable': 'Your session cannot be renewed. Please login again',
  'session-revoked': 'Your session has ended because your password or role changed. Please login again',
  'session-invalid': 'Your session token is invalid. Please login again',
  'signed-out': 'You have logged out. Please login again',
  'account-gone': 'Your account could not be found. Please login again',
  'too-many-attempts': 'Too many attempts. Please wait a minute and try again.',
  'too-many-requests': 'Too many requests, please try again later.',
  // Registration, verification, passwords
  'email-taken': 'An account with this email already exists. Please login.',
  'already-verified': 'Your email is already verified. Please login.',
  'email-not-found': 'Email not found',
  'email-unknown': 'The email you entered is not associated with any account.',
  'email-invalid': 'Please give a valid e-mail address',
  'email-read-only': 'Email address cannot be changed',
  'verification-email-mismatch': 'Please enter the email address the verification code was sent to',
  'verification-code-unknown': 'No such verification code',
  'code-not-verified': 'The code you provided could not be verified.',
  'code-invalid': 'The code you entered is invalid',
  'reset-token-unknown': 'No such reset token',
  'token-invalid': 'Your token is invalid or expired. Please try again',
  'password-too-common': 'This password is too common. Please choose another',
  'email-not-verified': 'Please verify your e-mail address first',
  // Profile and studio
  'user-not-found': 'User not found',
  'profile-images-too-large': 'Images must be less than 5 MB',
  'dob-format': 'Date of birth must be a real date written as MM/DD/YYYY',
  'dob-future': 'Date of birth cannot be in the future',
  'studio-no-images': 'Please add at least one image of your work',
  'studio-image-too-large': 'Each image must be less than 2 MB',
  'studio-too-many-files': 'You can upload at most {count} files',
  'studio-about-missing': 'Please tell us about yourself',
  'studio-about-too-long': 'About Yourself must be at most 5000 characters',
  'studio-already-applied': 'You have already submitted your application. We will respond you soon!',
  'studio-already-artist': 'You already have a studio.',
  'appeal-text-empty': 'Please explain why the suspension should be lifted',
  'appeal-not-suspended': 'This account is not suspended',
  'appeal-already-sent': 'You have already appealed this suspension',
  // Artworks, exhibitions, studios
  'artwork-unavailable': 'Sorry, the art is unavailable!',
  'artist-unavailable': 'Sorry, the artist is unavailable!',
  'exhibition-unavailable': 'Sorry, the exhibition is unavailable!',
  'category-not-found': 'Category not found',
  'studio-upload-artists-only': 'Only artist accounts can upload to a studio; please use Upload Art as a user',
  'user-art-members-only': 'Artist accounts upload artworks through their studio',
  'artwork-not-yours': 'You can only change your own artworks',
  'artwork-name-required': 'Name is required',
  'artwork-category-required': 'Please select a category.',
  'artwork-image-required': 'You have to upload at least one image',
  'artwork-price-required': 'Please provide the price. Enter 0 to list as Not For Sale',
  'artwork-price-format': 'Please enter the price as a whole number of NPR, 0 or more',
  'artwork-stock-required': 'Please provide the stock amount',
  'artwork-stock-format': 'Please enter the stock as a whole number, 0 or more',
  'artwork-weight-limit': 'Please enter weight less than or equals 100kg',
  'comment-empty': 'Comment cannot be empty',
  'unexpected-reload': 'An unexpected error has occurred. Please reload and try again.',
  // Feed, follows, reports, blocks
  'post-text-required': 'Post text is required',
  'post-youtube-invalid': 'Invalid Youtube Url',
  'post-image-or-video': 'Attach either an image or a video link, not both',
  'post-not-found': 'Post not found',
  'post-not-yours': 'Only the author can change this post',
  'already-following': 'You already follow this artist. Please refresh the page again.',
  'follow-failed': 'An error occurred. Please refresh the page and try again.',
  'follow-request-not-found': 'Follow request not found',
  'report-select-option': 'Please Select option to continue',
  'report-yourself': 'You cannot report yourself',
  'report-artwork-missing': 'Nothing to report: an artwork that does not exist',
  'report-post-missing': 'Nothing to report: a post that does not exist',
  'report-comment-missing': 'Nothing to report: a comment that does not exist',
  'report-user-missing': 'Nothing to report: a user that does not exist',
  'block-yourself': 'You cannot block yourself',
  'not-blocked': 'This user is not blocked',
  blocked: 'You cannot interact with this user',
  'private-account': 'This account is private',
  // Cart, orders, payments
  'artwork-sold': 'This artwork has already been sold',
  'artwork-no-longer-available': 'This artwork is no longer available',
  'artwork-not-for-sale': 'This artwork is not for sale',
  'artwork-on-hold': 'This artwork is on hold for another buyer',
  'artwork-own': 'You cannot buy your own artwork',
  'artwork-artist-blocked': 'You can no longer buy this artwork: you cannot interact with its artist',
  'payment-method': 'Please choose a payment method: Cash on Delivery, eSewa, ConnectIPS or Card',
  'order-not-found': 'Order not found',
  'order-not-cancellable': 'Only a pending order can be cancelled',
  'order-item-not-found': 'Order item not found',
  'order-paid': 'This order is already paid',
  'order-cash': 'This order is paid in cash on delivery',
  'order-closed': 'This order can no longer be paid',
  'sales-studios-only': 'Only a studio can manage its sales',
  // Messages
  'chat-yourself': 'You cannot start a conversation with yourself',
  'chat-blocked': 'You cannot send message to this user',
  'chat-unblock-first': 'Please unblock to send the message',
  'chat-picture-too-large': 'Attached Image must be less than 3MB',
  'chat-room-not-found': 'Conversation not found',
  'group-name-required': 'Group name is required',
  'group-name-too-long': 'Group name must be at most 60 characters',
  'group-too-small': 'A group needs at least 2 other participants',
  'group-too-large': 'A group can have at most 50 other participants',
  'message-empty': 'Message cannot be empty',
  'message-too-long': 'A message can have at most 5000 characters',
  'direct-room-leave': 'A one-to-one conversation cannot be left; block it instead',
  'chat-block-direct-only': 'Only one-to-one conversations can be blocked',
  'chat-blocked-by-other': 'The other person has already blocked these messages',
  'chat-not-blocked': 'Messages are not blocked',
  'chat-unblock-blocker-only': 'Only the person who blocked the messages can unblock them',
  'chat-unblock-social-first': 'You blocked this user: unblock them on your blocked users page first',
  'picture-required': 'Please attach a picture',
  'search-empty': 'Please type something to search for',
  'search-too-long': 'A search can have at most 100 characters',
  'notification-not-found': 'Notification not found',
  // The operators' console and the API's own misuse (no screen sends these, but they are answers)
  'operators-only-exhibitions': 'Only the marketplace’s operators can manage exhibitions and slides',
  'operators-only-refunds': 'Only the marketplace’s operators can see and settle refunds',
  'operators-only-console': 'Only the marketplace’s operators can use the moderation console',
  'refund-not-found': 'Refund not found',
  'card-refund-by-stripe': 'Card refunds are made and confirmed by Stripe',
  'refund-already-paid': 'This refund is already marked as paid back',
  'stripe-signature-invalid': 'Invalid Stripe signature',
  'studio-request-not-found': 'Studio request not found',
  'studio-request-decided': 'This studio request has already been decided',
  'artist-code-not-found': 'Artist code not found',
  'artist-code-not-unused': 'Only an unused artist code can be revoked',
  'report-case-not-found': 'Report case not found',
  'report-case-settled': 'This report case is already settled',
  'reported-content-no-owner': 'The reported content names no owner to act on',
  'operator-not-warnable': 'An operator account cannot be warned or suspended here',
  'member-not-found': 'Member not found',
  'member-already-suspended': 'This member is already suspended',
  'member-not-suspended': 'This member is not suspended',
  'appeal-not-found': 'Appeal not found',
  'appeal-decided': 'This appeal has already been decided',
  'chat-own-rooms-only': 'You can only list your own conversations',
  'chat-as-yourself-only': 'You can only act on conversations as yourself',
  'message-type-invalid': 'messageType must be text or image',
  'message-picture-unknown': 'An image message must be a picture uploaded with /message/picture',
  'picture-not-multipart': 'The picture must be sent as multipart/form-data',
  'follows-not-a-list': 'follows must be a list of studio ids',
  'form-no-files': 'The form takes no files',
  // Uploads and forms, any area
  'file-too-large': 'File too large',
  'upload-cut-short': 'The upload was cut short. Please try again',
  'image-unreadable': 'The image could not be read',
  'form-too-many-fields': 'The form has too many fields',
  'text-nul': 'Text may not contain a NUL character',
  'media-link-expired': 'This picture link has expired; reload the page',
  'media-link-invalid': 'This picture is not shared with you',
  'mail-stop-link-invalid':
    'This link to stop the e-mail is not valid. Turn it off under E-mails on your notifications page',
} as const;

export type RefusalCode = keyof typeof REFUSAL_WORDS;

/** The codes every screen may meet whatever the route, and the words when no code is known. */
export const GENERIC_REFUSALS = {
  'invalid-input': 'Please check what you entered and try again',
  forbidden: 'You are not allowed to do this',
  'not-found': 'This could not be found',
  unexpected: 'Something went wrong. Please try again',
} as const;
export type GenericRefusal = keyof typeof GENERIC_REFUSALS;

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
}

/** Words with values are matched by a pattern; the rest (most) by a plain lookup. */
const byWords = new Map<string, RefusalCode>();
const patterns: { code: RefusalCode; pattern: RegExp; names: string[] }[] = [];
for (const [code, words] of Object.entries(REFUSAL_WORDS) as [RefusalCode, string][]) {
  const names = [...words.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (names.length === 0) {
    // Two codes may share words ("That code is not right"): the first one named keeps them.
    if (!byWords.has(words)) byWords.set(words, code);
    continue;
  }
  const source = words
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+)' : escapeForRegExp(part)))
    .join('');
  patterns.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
}

/** A refusal's code and the values in its words (the reason of a suspension), or null. */
export function refusalOf(message: string): { code: RefusalCode; values: Record<string, string> } | null {
  const plain = byWords.get(message);
  if (plain) return { code: plain, values: {} };
  for (const { code, pattern, names } of patterns) {
    const match = pattern.exec(message);
    if (match) return { code, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])) };
  }
  return null;
}

/** Whether `code` names one of the refusals above. */
export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(REFUSAL_WORDS, code);
}

/** Status words that only say what kind of refusal it is; any other status word is a code already. */
const GENERAL_STATUS_WORDS = new Set([
  'error',
  'validate-error',
  'not-found',
  'unauthorized',
  'forbidden',
  'too-large',
  'rate-limited',
  'unsupported-media',
]);

/**
 * The code an answer carries: its words' code; else its status word when that names the refusal
 * itself (`sold-out`, `on-hold`, `already-exist`); else the general one for its HTTP status (a
 * form's field problem is `invalid-input`).
 */
export function refusalCodeFor(message: string, httpStatus: number, statusWord = ''): string {
  const known = refusalOf(message);
  if (known) return known.code;
  if (statusWord && !GENERAL_STATUS_WORDS.has(statusWord)) return statusWord;
  if (httpStatus === 401) return 'login-first';
  if (httpStatus === 403) return 'forbidden';
  if (httpStatus === 404) return 'not-found';
  if (httpStatus === 413) return 'file-too-large';
  if (httpStatus === 429) return 'too-many-requests';
  if (httpStatus >= 400 && httpStatus < 500) return 'invalid-input';
  return 'unexpected';
}
