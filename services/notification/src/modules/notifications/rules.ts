/** "liked your post", "and 1 other liked your post", "and 4 others liked your post". */
export function groupedMessage(people: number, action: string): string {
  const others = people - 1;
  if (others < 1) return action;
  return `and ${others} ${others === 1 ? 'other' : 'others'} ${action}`;
}

/** What the people of a grouped notification did, by the start of its group key (`post-like:<id>`). */
export const GROUPED_ACTIONS = {
  'post-like': 'liked your post',
  'artwork-like': 'liked your artwork',
} as const;

/** The action of a group key; undefined for a group this code does not word. */
export function groupedActionOf(groupKey: string): string | undefined {
  const prefix = groupKey.slice(0, groupKey.indexOf(':'));
  return Object.hasOwn(GROUPED_ACTIONS, prefix) ? GROUPED_ACTIONS[prefix as keyof typeof GROUPED_ACTIONS] : undefined;
}

/** How much of a new post's text its notification quotes. */
const EXCERPT_CHARACTERS = 80;

/** "shared a new post: <the start of its text>" (the sender's name is shown before it). */
export function newPostMessage(excerpt: string): string {
  const text = excerpt.replace(/\s+/g, ' ').trim();
  if (!text) return 'shared a new post';
  const quoted = text.length > EXCERPT_CHARACTERS ? `${text.slice(0, EXCERPT_CHARACTERS - 1).trimEnd()}…` : text;
  return `shared a new post: ${quoted}`;
}
