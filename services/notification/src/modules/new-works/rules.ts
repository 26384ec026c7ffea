/** The artwork page in the shell (/artwork/{slug}). */
export const artworkLink = (slug: string) => `/artwork/${slug}`;

/** "listed a new work: <name>" (the page shows the studio's name before it). */
export function newWorkMessage(name: string): string {
  const text = name.replace(/\s+/g, ' ').trim();
  return text ? `listed a new work: ${text}` : 'listed a new work';
}
