import type { ChatMessage } from '@art/sdk/messaging';

type CollapsedBy = NonNullable<ChatMessage['collapsed']>;

/**
 * The notice shown instead of a group message across a block (the server sent only the notice):
 * which of the viewer's texts reads it, by the side of the block the viewer is on.
 */
export function collapsedNoticeKey(
  collapsed: CollapsedBy,
): 'thread.collapsedYouBlocked' | 'thread.collapsedBlockedYou' {
  return collapsed === 'you-blocked' ? 'thread.collapsedYouBlocked' : 'thread.collapsedBlockedYou';
}
