// Number formatting per language; ne uses Devanagari digits.

const INTL_LOCALES: Record<string, string> = { en: 'en-US', ne: 'ne-NP-u-nu-deva', zh: 'zh-CN' };

export function intlLocale(language: string | undefined): string {
  return INTL_LOCALES[(language ?? 'en').slice(0, 2)] ?? INTL_LOCALES.en;
}

/** "NPR 1,000" in en and zh, "NPR १,०००" in ne: the currency label stays NPR everywhere. */
export function formatNpr(amount: number, language?: string): string {
  const value = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 }).format(amount);
  return `NPR ${value}`;
}

export function formatCount(count: number, language?: string): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 }).format(count);
}

/** Cuts text at `length` characters and adds an ellipsis; counts code points so Devanagari is not split mid-character. */
export function cutText(text: string, length: number): string {
  const characters = Array.from(text ?? '');
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : text;
}
