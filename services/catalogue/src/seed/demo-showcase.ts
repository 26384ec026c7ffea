import type { ArtworkImage } from '@art/contracts';
import { type Kysely, sql } from 'kysely';
import type { CatalogueTables, ExhibitionItemRow, SlideRow } from '../db/schema.js';
import type { DemoArtist } from './demo-artists.js';

const DAY = 24 * 60 * 60 * 1000;

/** Fixed ids, so tests and links can name them; one is marked explicit, so the flag has demo data. */
export const DEMO_EXHIBITION_IDS = {
  current: 'c0a80003-0000-4000-8000-000000000001',
  previous: 'c0a80003-0000-4000-8000-000000000002',
  explicit: 'c0a80003-0000-4000-8000-000000000003',
  soon: 'c0a80003-0000-4000-8000-000000000004',
  later: 'c0a80003-0000-4000-8000-000000000005',
};

const EXHIBITIONS = [
  {
    key: 'current',
    slug: 'colours-of-the-valley',
    title: 'Colours of the Valley',
    subtitle: 'Paubha and thangka today',
    days: [-10, 30],
    dark: false,
  },
  {
    key: 'previous',
    slug: 'woodcuts-of-kirtipur',
    title: 'Woodcuts of Kirtipur',
    subtitle: 'Newar festivals in print',
    days: [-120, -90],
    dark: true,
  },
  {
    key: 'explicit',
    slug: 'bodies-and-gods',
    title: 'Bodies and Gods',
    subtitle: 'Tantric imagery',
    days: [-60, -30],
    dark: true,
  },
  {
    key: 'soon',
    slug: 'trails-of-mustang',
    title: 'Trails of Mustang',
    subtitle: 'Photographs',
    days: [40, 70],
    dark: false,
  },
  {
    key: 'later',
    slug: 'carved-windows',
    title: 'Carved Windows',
    subtitle: 'Wood from Bhaktapur',
    days: [80, 110],
    dark: false,
  },
] as const;

const COLOURS = ['#1d3557', '#3b2f2f', '#264d3b', '#10002b', '#582f0e'];

function item(image: ArtworkImage, order: number, title: string): ExhibitionItemRow {
  return {
    title: `${title} ${order}`,
    details: 'Mineral pigments on cotton; 2081 B.S.',
    thumb: image.files.thumbnail.url,
    imageMain: image.files.large.url,
    order,
    margins: { left: order % 2 ? 40 : 0, right: order % 2 ? 0 : 40 },
  };
}

/** Five exhibitions around now (one running, two past, two to come; one past one explicit). */
export async function seedExhibitions(
  db: Kysely<CatalogueTables>,
  artists: DemoArtist[],
  images: ArtworkImage[],
): Promise<number> {
  const now = Date.now();
  let added = 0;
  for (const [index, exhibition] of EXHIBITIONS.entries()) {
    const artist = artists[index % artists.length] as DemoArtist;
    const picture = (n: number) => images[(index * 5 + n) % images.length] as ArtworkImage;
    const inserted = await db
      .insertInto('exhibitions')
      .values({
        id: DEMO_EXHIBITION_IDS[exhibition.key],
        slug: exhibition.slug,
        title: exhibition.title,
        subtitle: exhibition.subtitle,
        excerpt: `${exhibition.title}: works by ${artist.name}.`,
        artist_name: artist.name,
        artist_id: artist.id,
        starts_at: new Date(now + exhibition.days[0] * DAY),
        ends_at: new Date(now + exhibition.days[1] * DAY),
        explicit: exhibition.key === 'explicit',
        banner: picture(0).files.large.url,
        listing_thumb: picture(1).files.gallery.url,
        background: picture(2).files.large.url,
        background_color: COLOURS[index % COLOURS.length] as string,
        parallax_background: picture(3).files.large.url,
        media_url: '',
        dark_listing: exhibition.dark,
        items: JSON.stringify([1, 2, 3, 4, 5, 6].map((order) => item(picture(order), order, exhibition.title))),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) added += 1;
  }
  return added;
}

/** The home page's banner: five slides, each linking to a studio. */
export async function seedHomeSlider(
  db: Kysely<CatalogueTables>,
  artists: DemoArtist[],
  images: ArtworkImage[],
): Promise<boolean> {
  const titles = ['Colours of the Valley', 'New thangka', 'Festival prints', 'Himalayan light', 'Carved in wood'];
  const slides: SlideRow[] = titles.map((title, index) => {
    const image = images[(index * 3) % images.length] as ArtworkImage;
    const artist = artists[index % artists.length] as DemoArtist;
    return {
      imageMain: image.files.large.url,
      thumbnail: image.files.thumbnail.url,
      title,
      linkArtist: { name: artist.name, slug: artist.slug },
    };
  });
  const inserted = await db
    .insertInto('sliders')
    .values({ name: 'home-slider', slides: JSON.stringify(slides) })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning(sql<number>`1`.as('added'))
    .executeTakeFirst();
  return Boolean(inserted);
}
