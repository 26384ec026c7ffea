import type { ArtworkImage } from '@art/sdk';
import {
  artworkSrcSet,
  columnImageSizes,
  ImageWithFallback,
  PICTURE_NEAR_MARGIN,
  PROFILE_MASONRY_COLUMNS,
  useNearViewport,
} from '@art/ui';

/** How wide a tile's picture is drawn at each of the grid's column counts. */
const TILE_SIZES = columnImageSizes(PROFILE_MASONRY_COLUMNS);

/**
 * A work's picture in the studio's grid, in a frame of its own proportions that holds its place
 * until the picture is asked for, as it nears the screen: the browser's own lazy loading starts a
 * whole page of tiles at once, sharing a phone's connection with the cover on the first screen.
 */
export function ProfileArtworkPicture({ image, alt }: { image: ArtworkImage; alt: string }) {
  const [nearRef, isNear] = useNearViewport<HTMLSpanElement>(PICTURE_NEAR_MARGIN);
  const hasSize = image.width > 0 && image.height > 0;
  return (
    <span
      ref={nearRef}
      className="soc-art__picture"
      style={hasSize ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}
    >
      {isNear && (
        <ImageWithFallback
          src={image.files.gallery.url}
          srcSet={artworkSrcSet(image)}
          sizes={TILE_SIZES}
          fallbackSrc={image.files.gallery.fallbackUrl}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={image.width || undefined}
          height={image.height || undefined}
        />
      )}
    </span>
  );
}
