/** "liked your post", "and 1 other liked your post", "and 4 others liked your post". */
export function groupedMessage(people: number, action: string): string {
  const others = people - 1;
  if (others < 1) return action;
  return `and ${others} ${others === 1 ? 'other' : 'others'} ${action}`;
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
