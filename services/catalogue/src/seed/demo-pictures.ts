import sharp from 'sharp';

/** A small seeded PRNG (mulberry32): the same pictures on every machine and every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Colours of the valley: brick, marigold, prayer-flag blue, Himalayan snow, pine, dusk. */
const PALETTES = [
  ['#8c2d19', '#d9822b', '#f2c14e', '#f7ead9', '#3b2f2f'],
  ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946'],
  ['#264d3b', '#4f772d', '#90a955', '#ecf39e', '#132a13'],
  ['#3c1642', '#086375', '#1dd3b0', '#affc41', '#b2ff9e'],
  ['#582f0e', '#7f4f24', '#936639', '#c2c5aa', '#a4ac86'],
  ['#10002b', '#5a189a', '#9d4edd', '#e0aaff', '#ff9e00'],
];

/** Landscape, portrait and square; small enough to keep the seed quick, large enough to look sharp. */
const SIZES: [number, number][] = [
  [960, 720],
  [720, 960],
  [840, 840],
];

/**
 * An abstract composition as SVG: a gradient sky, layered ridges, a sun or moon, and scattered
 * shapes, all drawn from the seed.
 */
export function abstractComposition(seed: number): string {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const palette = PALETTES[seed % PALETTES.length] as string[];
  const [width, height] = SIZES[seed % SIZES.length] as [number, number];
  const shapes: string[] = [];
  const ridges = 2 + Math.floor(random() * 3);
  for (let r = 0; r < ridges; r += 1) {
    const base = height * (0.45 + (r / ridges) * 0.45);
    const points = [`0,${height}`];
    for (let x = 0; x <= width; x += width / 8)
      points.push(`${x.toFixed(0)},${(base - random() * height * 0.25).toFixed(0)}`);
    points.push(`${width},${height}`);
    shapes.push(
      `<polygon points="${points.join(' ')}" fill="${pick(palette)}" opacity="${(0.55 + r * 0.12).toFixed(2)}"/>`,
    );
  }
  shapes.push(
    `<circle cx="${(width * (0.2 + random() * 0.6)).toFixed(0)}" cy="${(height * (0.15 + random() * 0.2)).toFixed(0)}" r="${(Math.min(width, height) * (0.06 + random() * 0.08)).toFixed(0)}" fill="${pick(palette)}"/>`,
  );
  for (let s = 0; s < 6 + Math.floor(random() * 6); s += 1) {
    const x = random() * width;
    const y = random() * height;
    const size = 20 + random() * Math.min(width, height) * 0.15;
    shapes.push(
      random() < 0.5
        ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(size / 2).toFixed(0)}" fill="${pick(palette)}" opacity="0.6"/>`
        : `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${size.toFixed(0)}" height="${(size * 0.6).toFixed(0)}" fill="${pick(palette)}" opacity="0.5" transform="rotate(${(random() * 90).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`,
    );
  }
  const angle = Math.floor(random() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" gradientTransform="rotate(${angle} 0.5 0.5)">
    <stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[3]}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${shapes.join('\n  ')}
</svg>`;
}

/** The compositions as PNG files, the way an upload would bring them. */
export async function demoPictures(count: number, firstSeed = 2081): Promise<Buffer[]> {
  const pictures: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    pictures.push(
      await sharp(Buffer.from(abstractComposition(firstSeed + i)))
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
  }
  return pictures;
}
