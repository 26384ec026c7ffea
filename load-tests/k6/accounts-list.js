// The accounts list the scenarios read as USERS and `npm run load:seed` writes: "email:password"
// pairs separated by commas or new lines, '#' lines are comments. Plain JavaScript without k6's
// modules, so that the generator (Node) reads it with the same code.

/** @typedef {{ email: string, password: string }} Account */

/** @param {string} text @returns {Account[]} */
export function parseAccounts(text) {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .flatMap((line) => line.split(','))
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      // An e-mail address has no colon; a password may.
      const i = pair.indexOf(':');
      const account = { email: pair.slice(0, i).trim(), password: pair.slice(i + 1).trim() };
      if (i < 1 || !account.email.includes('@') || !account.password) {
        throw new Error(`"${pair}" is not an account: write email:password`);
      }
      return account;
    });
}
