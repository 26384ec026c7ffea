// A guest's view of the catalogue's and identity's data, as their public answers give it (the
// shapes of @art/contracts): what the shared pages are made of in the tests.

const image = (id: string) => {
  const file = (size: string) => ({
    fileName: `${id}-${size}.webp`,
    url: `/media/art-images/${id}-${size}.webp`,
    fallbackUrl: `/media/art-images-fallback/${id}-${size}.webp`,
  });
  return {
    _id: id,
    slug: id,
    placeholder: 'data:image/webp;base64,AAAA',
    width: 1200,
    height: 800,
    files: { thumbnail: file('thumb'), gallery: file('gallery'), productImage: file('product'), large: file('large') },
  };
};

export function artworkView(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'c0a80001-0000-4000-8000-0000000000a1',
    id: 'c0a80001-0000-4000-8000-0000000000a1',
    slug: 'himalayan-dawn',
    name: 'Himalayan Dawn',
    description: 'Oil on canvas: first light on Machhapuchhre, seen from Pokhara.',
    priceField: 'NPR 25000',
    price: 25000,
    stock: 1,
    inStore: true,
    availability: 'for-sale',
    kind: 'artist',
    image: image('dawn'),
    images: [image('dawn'), image('dawn-detail')],
    author: {
      _id: 'c0a80001-0000-4000-8000-0000000000b1',
      name: 'Sabina Shrestha',
      slug: 'sabina-shrestha',
      role: 11,
      picture: '/media/art-images/sabina.webp',
      verifiedArtist: true,
    },
    categories: [{ _id: 'c1', name: 'Painting', slug: 'painting' }],
    tags: ['landscape', 'oil'],
    attributes: { width: 60, height: 40, breadth: null, weight: null },
    likesCount: 3,
    liked: false,
    commentsCount: 0,
    views: 10,
    createdAt: '2026-11-20T08:30:00.000Z',
    ...overrides,
  };
}

export function studioProfile(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'c0a80001-0000-4000-8000-0000000000b1',
    id: 'c0a80001-0000-4000-8000-0000000000b1',
    name: 'Sabina Shrestha',
    slug: 'sabina-shrestha',
    picture: '/media/art-images/sabina.webp',
    cover: '/media/art-images/sabina-cover.webp',
    role: 11,
    emailVerified: 'true',
    updated: 'true',
    verifiedArtist: true,
    initiateFollows: 'false',
    info: { biography: 'Landscapes of the Annapurna region, in oil.', achievements: '', categories: [] },
    categories: [],
    settings: { private: false },
    follows: [],
    followsCount: 12,
    productsCount: 4,
    totalArtworks: 4,
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export function exhibitionView(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'c0a80001-0000-4000-8000-0000000000e1',
    slug: 'colours-of-kathmandu',
    title: 'Colours of Kathmandu',
    subtitle: 'A walk through the valley',
    excerpt: 'Twelve paintings of the valley at festival time.',
    artist: { name: 'Sabina Shrestha', slug: 'sabina-shrestha' },
    explicit: false,
    banner: '/media/art-images/kathmandu-banner.webp',
    listingThumb: '/media/art-images/kathmandu-thumb.webp',
    background: '',
    backgroundColor: '',
    parallaxBackground: '',
    mediaUrl: '',
    darkListing: false,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-31T00:00:00.000Z',
    items: [],
    ...overrides,
  };
}
