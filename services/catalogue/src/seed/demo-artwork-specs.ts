import type { CategoryRow } from '../db/schema.js';
import { seededRandom } from './demo-pictures.js';

/** How many demo artworks the seed makes. */
export const DEMO_ARTWORKS = 240;

const EN_FIRST = ['Morning', 'Golden', 'Misty', 'Quiet', 'Sacred', 'Evening', 'Ancient', 'Blue', 'Red', 'Silent'];
const EN_SECOND = [
  'Mountain',
  'Buddha',
  'Thangka',
  'River',
  'Temple',
  'Stupa',
  'Village',
  'Festival',
  'Portrait',
  'Prayer Flags',
];
const NE_NAMES = [
  'हिमालको बिहान',
  'बुद्धको मुस्कान',
  'थाङ्का चित्र',
  'इन्द्रजात्रा',
  'पशुपतिको साँझ',
  'रातो मन्दिर',
  'नीलो आकाश',
  'गाउँको बाटो',
  'मल्ल दरबार',
  'कुहिरोको पहाड',
];
const ZH_NAMES = ['山水', '佛陀', '唐卡', '加德满都的早晨', '寺庙', '雪山', '村庄', '河流', '金色的塔', '祈祷旗'];
const TAGS = ['nepal', 'himalaya', 'kathmandu', 'newari', 'buddhism', 'heritage', 'handmade', 'हिमाल', '山水'];

export interface DemoArtworkSpec {
  index: number;
  slug: string;
  name: string;
  description: string;
  artist: number;
  categoryIds: string[];
  price: number;
  stock: number;
  tags: string[];
  width: number | null;
  height: number | null;
  breadth: number | null;
  weight: number | null;
  featured: boolean;
  views: number;
  picture: number;
  ageHours: number;
}

/**
 * The demo artworks, the same on every run: spread over the studios and every category, names in
 * English with some in Nepali and Chinese, some Not For Sale (price 0), some out of stock.
 */
export function demoArtworkSpecs(
  count: number,
  studios: number,
  categories: CategoryRow[],
  pictures: number,
): DemoArtworkSpec[] {
  const random = seededRandom(7);
  const mains = categories.filter((c) => !c.parent_id).sort((a, b) => a.position - b.position);
  const specs: DemoArtworkSpec[] = [];
  for (let i = 0; i < count; i += 1) {
    const main = mains[i % mains.length] as CategoryRow;
    const subs = categories.filter((c) => c.parent_id === main.id);
    const sub =
      subs.length > 0 && Math.floor(i / mains.length) % 2 === 0 ? subs[Math.floor(i / 16) % subs.length] : null;
    const second = EN_SECOND[Math.floor(i / EN_FIRST.length) % EN_SECOND.length] as string;
    let name = `${EN_FIRST[i % EN_FIRST.length]} ${second}`;
    let description = `${second} in ${(sub ?? main).name.toLowerCase()}, made in the Kathmandu valley. Signed by the artist.`;
    if (i % 6 === 5) {
      name = NE_NAMES[i % NE_NAMES.length] as string;
      description = 'काठमाडौं उपत्यकामा हातले बनाइएको कला। कलाकारको हस्ताक्षर सहित।';
    } else if (i % 7 === 6) {
      name = ZH_NAMES[i % ZH_NAMES.length] as string;
      description = '在加德满都谷地手工完成的作品，附有艺术家签名。';
    }
    const flat = ['photography', 'digital-art', 'graphic-design'].includes(main.slug);
    specs.push({
      index: i,
      slug: `demo-${String(i + 1).padStart(3, '0')}`,
      name: `${name} ${Math.floor(i / 60) > 0 ? Math.floor(i / 60) + 1 : ''}`.trim(),
      description,
      artist: i % studios,
      categoryIds: sub ? [main.id, sub.id] : [main.id],
      price: i % 9 === 4 ? 0 : i % 23 === 0 ? 1_500_000 : (1 + Math.floor(random() * 400)) * 500,
      stock: i % 10 === 3 ? 0 : 1 + (i % 5),
      tags: [TAGS[i % TAGS.length] as string, TAGS[(i * 7 + 3) % TAGS.length] as string, second.toLowerCase()].filter(
        (tag, at, all) => all.indexOf(tag) === at,
      ),
      width: 8 + Math.floor(random() * 52),
      height: 8 + Math.floor(random() * 52),
      breadth: flat ? null : 1 + Math.floor(random() * 3),
      weight: flat ? null : 1 + Math.floor(random() * 20),
      featured: i % 15 === 0,
      views: Math.floor(random() * 500),
      picture: i % pictures,
      ageHours: i * 6,
    });
  }
  return specs;
}
