import type { ArtworkImage } from '@art/sdk';
import { ImageWithFallback } from '@art/ui';
import { useState } from 'react';
import './ArtworkPicture.css';

type ArtworkPictureProps = {
  image: ArtworkImage | null;
  size: 'thumbnail' | 'gallery' | 'productImage' | 'large';
  alt: string;
  /** Width over height of the frame; the image's own when left out. */
  ratio?: number;
  isEager?: boolean;
};

/** The blurred placeholder first, then the picture fading in over it once loaded. */
export function ArtworkPicture({ image, size, alt, ratio, isEager = false }: ArtworkPictureProps) {
  const [isLoaded, setIsLoaded] = useState(false);
  const file = image?.files[size];
  const frameRatio = ratio ?? (image && image.height > 0 ? image.width / image.height : 1);
  return (
    <span
      className={isLoaded ? 'cat-image cat-image--loaded' : 'cat-image'}
      style={{
        aspectRatio: String(frameRatio),
        backgroundImage: image?.placeholder ? `url("${image.placeholder}")` : undefined,
      }}
    >
      {file && (
        <ImageWithFallback
          src={file.url}
          fallbackSrc={file.fallbackUrl}
          alt={alt}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setIsLoaded(true)}
        />
      )}
    </span>
  );
}
