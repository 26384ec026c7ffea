import { CHAT_SEARCH_MAX } from '@art/contracts';
import { messagingEndpoints as endpoints } from '@art/contracts/endpoints';
import { assertNoNulCharacter, badRequest } from '@art/kit';

const messages = endpoints.searchRooms.messages;

/** The search as typed: 1 to CHAT_SEARCH_MAX characters after trimming. */
export function checkedSearch(q: string): string {
  assertNoNulCharacter(q);
  const trimmed = q.trim();
  if (!trimmed) throw badRequest(messages.required);
  if ([...trimmed].length > CHAT_SEARCH_MAX) throw badRequest(messages.tooLong);
  return trimmed;
}

/** An ILIKE pattern finding `text` anywhere, its wildcards taken literally (`\` is LIKE's escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
