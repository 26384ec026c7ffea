/**
 * Romanises Devanagari the way Nepali names are usually written in Latin letters ("राम बहादुर" →
 * "Ram Bahadur", "सीता श्रेष्ठ" → "Sita Shrestha"). The general transliteration package drops every
 * inherent vowel ("bhaadur"), which makes slugs nobody would type; other scripts are left alone.
 */
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'ng',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
};

const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
};

const MARKS: Record<string, string> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h', '़': '' };
const VIRAMA = '्';
const DIGITS = '०१२३४५६७८९';

function isDevanagariLetter(ch: string | undefined): boolean {
  return ch !== undefined && (ch in CONSONANTS || ch in VOWELS || ch in VOWEL_SIGNS || ch in MARKS || ch === VIRAMA);
}

export function romanizeDevanagari(text: string): string {
  const chars = [...text.normalize('NFC').replace(/ज्ञ/g, 'ग्य')];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    const next = chars[i + 1];
    if (ch in CONSONANTS) {
      out += CONSONANTS[ch];
      if (next === VIRAMA || (next !== undefined && next in VOWEL_SIGNS)) continue;
      // Nepali drops the inherent vowel at the end of a word ("राम" is Ram), except after a
      // conjunct, where it is kept ("श्रेष्ठ" is Shrestha, "कृष्ण" Krishna).
      const wordEnds = !isDevanagariLetter(next);
      const nasalised = next === 'ं' || next === 'ँ' || next === 'ः';
      const afterConjunct = chars[i - 1] === VIRAMA;
      if (!wordEnds || nasalised || afterConjunct) out += 'a';
    } else if (ch in VOWELS) out += VOWELS[ch];
    else if (ch in VOWEL_SIGNS) out += VOWEL_SIGNS[ch];
    else if (ch in MARKS) out += MARKS[ch];
    else if (ch === VIRAMA) continue;
    else if (DIGITS.includes(ch)) out += String(DIGITS.indexOf(ch));
    else out += ch;
  }
  return out;
}

/**
 * The romanisation's letters, for what must apply the same rules elsewhere: catalogue's search
 * builds a database function from them, so "thangka" finds "थाङ्का" by the same rules as the slugs.
 */
export const DEVANAGARI_LETTERS = {
  consonants: CONSONANTS,
  vowels: VOWELS,
  vowelSigns: VOWEL_SIGNS,
  marks: MARKS,
  digits: DIGITS,
} as const;
