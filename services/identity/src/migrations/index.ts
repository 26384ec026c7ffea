import type { Migration } from 'kysely';
import * as users from './0001_users.js';
import * as verificationAndReset from './0002_verification_and_reset.js';
import * as studio from './0003_studio.js';
import * as sessionsAndSealedSecrets from './0004_sessions_and_sealed_secrets.js';
import * as worksCount from './0005_works_count.js';
import * as socialCounts from './0006_social_counts.js';
import * as signedOutSessions from './0007_signed_out_sessions.js';
import * as retireGuessableArtistCodes from './0008_retire_guessable_artist_codes.js';
import * as operatorsAndModeration from './0009_operators_and_moderation.js';
import * as suspendedFlag from './0010_suspended_flag.js';
import * as memberLanguage from './0011_member_language.js';
import * as languageChosen from './0012_language_chosen.js';

/** In order; names sort after the kit's own 0000_/0001_kit_* migrations. */
export const migrations: Record<string, Migration> = {
  '0101_users': users,
  '0102_verification_and_reset': verificationAndReset,
  '0103_studio': studio,
  '0104_sessions_and_sealed_secrets': sessionsAndSealedSecrets,
  '0105_works_count': worksCount,
  '0106_social_counts': socialCounts,
  '0107_signed_out_sessions': signedOutSessions,
  '0108_retire_guessable_artist_codes': retireGuessableArtistCodes,
  '0109_operators_and_moderation': operatorsAndModeration,
  '0110_suspended_flag': suspendedFlag,
  '0111_member_language': memberLanguage,
  '0112_language_chosen': languageChosen,
};
