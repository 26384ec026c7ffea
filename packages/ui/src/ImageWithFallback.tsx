import { type ImgHTMLAttributes, useEffect, useState } from 'react';
import { fallbackMediaUrl } from './media.js';

export type ImageWithFallbackProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** Overrides the URL derived from the fallback bucket. */
  fallbackSrc?: string;
};

export function ImageWithFallback({ src, srcSet, alt, fallbackSrc, className, ...rest }: ImageWithFallbackProps) {
  const [current, setCurrent] = useState(src);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    setCurrent(src);
    setHasFailed(false);
  }, [src]);

  function handleError() {
    const fallback = fallbackSrc ?? fallbackMediaUrl(src);
    if (fallback && current !== fallback) setCurrent(fallback);
    else setHasFailed(true);
  }

  if (hasFailed) {
    return <span className={['art-image-missing', className].filter(Boolean).join(' ')} role="img" aria-label={alt} />;
  }
  // The other sizes (srcSet) are in the primary bucket only: the fallback copy is the one picture.
  return (
    <img
      src={current}
      srcSet={current === src ? srcSet : undefined}
      alt={alt}
      className={className}
      onError={handleError}
      {...rest}
    />
  );
}
