import type { ArtworkImage } from '@art/sdk';
import { artworkSrcSet, ImageWithFallback, PICTURE_NEAR_MARGIN, useNearViewport } from '@art/ui';
import { useState } from 'react';
import './ArtworkPicture.css';

type ArtworkPictureProps = {
  image: ArtworkImage | null;
  size: 'thumbnail' | 'gallery' | 'productImage' | 'large';
  alt: string;
  /**
   * Width over height of the frame; the picture's own when left out. A frame of another shape
   * shows the whole work inside it (a row of equal tiles), never a crop of it.
   */
  ratio?: number;
  /** How wide the picture is drawn (`sizes`), so the browser fetches the smallest sharp variant. */
  sizes?: string;
  /** The page's main picture (its largest paint): fetched first, not lazily. */
  isEager?: boolean;
};

/**
 * The blurred placeholder first, then the picture fading in over it once loaded. An eager picture
 * (the page's largest paint) is drawn as it arrives, without the fade: a picture at opacity 0
 * does not count as painted, so the fade held the page's largest paint back by its 300 ms and the
 * re-render before it (Lighthouse's "element render delay"). Any other picture is asked for only as
 * it nears the screen: the browser's own `loading="lazy"` starts a phone's pictures over a thousand
 * pixels ahead, so a gallery's far cards shared the connection with its first screen's.
 */
export function ArtworkPicture({ image, size, alt, ratio, sizes, isEager = false }: ArtworkPictureProps) {
  const [isLoaded, setIsLoaded] = useState(false);
  const [nearRef, isNear] = useNearViewport<HTMLSpanElement>(PICTURE_NEAR_MARGIN);
  const file = image?.files[size];
  const ownRatio = image && image.height > 0 ? image.width / image.height : 1;
  const frameRatio = ratio ?? ownRatio;
  const isFramed = ratio !== undefined && Math.abs(ratio - ownRatio) > 0.01;
  const classes = [
    'cat-image',
    isEager ? 'cat-image--eager' : isLoaded && 'cat-image--loaded',
    isFramed && 'cat-image--framed',
  ];
  return (
    <span
      ref={isEager ? undefined : nearRef}
      className={classes.filter(Boolean).join(' ')}
      style={{
        aspectRatio: String(frameRatio),
        backgroundImage: image?.placeholder && !isFramed ? `url("${image.placeholder}")` : undefined,
      }}
    >
      {image && file && (isEager || isNear) && (
        <ImageWithFallback
          src={file.url}
          srcSet={sizes && size !== 'thumbnail' ? artworkSrcSet(image) : undefined}
          sizes={sizes && size !== 'thumbnail' ? sizes : undefined}
          fallbackSrc={file.fallbackUrl}
          alt={alt}
          width={image.width || undefined}
          height={image.height || undefined}
          loading={isEager ? 'eager' : 'lazy'}
          fetchPriority={isEager ? 'high' : undefined}
          decoding={isEager ? 'sync' : 'async'}
          onLoad={isEager ? undefined : () => setIsLoaded(true)}
        />
      )}
    </span>
  );
}
