import type { Slide } from '@art/sdk';
import { ImageWithFallback, Skeleton, useWindowWidth } from '@art/ui';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useBrowseTranslation } from '../../hooks/useBrowseTranslation.js';
import { BANNER_ANIMATION_MS, BANNER_AUTOPLAY_MS, BANNER_SMALL_BREAKPOINT, bannerRatio, wrapIndex } from './slider.js';
import './HomeBanner.css';
import './browse.css';

type HomeBannerProps = { slides: Slide[]; isLoading?: boolean };

/**
 * The home banner: moves on every 3 s, sliding for 750 ms, wrapping around at both ends; it holds
 * still while the pointer or the keyboard focus is on it, so a slide can be read and its link used.
 */
export function HomeBanner({ slides, isLoading = false }: HomeBannerProps) {
  const { t } = useBrowseTranslation();
  const width = useWindowWidth();
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const count = slides.length;
  const isPaused = isHovered || isFocused || count < 2;
  const isSmall = width <= BANNER_SMALL_BREAKPOINT;

  useEffect(() => {
    if (isPaused) return;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current, 1, count)), BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, count]);

  if (count === 0) {
    // While the slides come, their place is kept (the banner's shape), so nothing below it jumps.
    return isLoading ? (
      <section
        className="cat-banner"
        aria-busy="true"
        aria-label={t('home.bannerLabel')}
        style={{ aspectRatio: String(bannerRatio(width)) }}
        data-testid="home-banner-loading"
      >
        <Skeleton height="100%" />
      </section>
    ) : null;
  }
  const current = Math.min(index, count - 1);

  return (
    <section
      className="cat-banner"
      aria-roledescription={t('home.bannerRole')}
      aria-label={t('home.bannerLabel')}
      style={{ aspectRatio: String(bannerRatio(width)) }}
      onPointerEnter={() => setIsHovered(true)}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
      }}
      data-testid="home-banner"
    >
      <div
        className="cat-banner__track"
        style={{ transform: `translateX(-${current * 100}%)`, transitionDuration: `${BANNER_ANIMATION_MS}ms` }}
      >
        {slides.map((slide, slideIndex) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional and may repeat an image
            key={slideIndex}
            className="cat-banner__slide"
            role="group"
            aria-roledescription={t('home.slideRole')}
            aria-label={t('home.slidePosition', { index: slideIndex + 1, count })}
            // Slides out of view are out of the tab order and hidden from screen readers.
            inert={slideIndex !== current}
            data-testid="home-banner-slide"
          >
            <ImageWithFallback
              src={isSmall && slide.thumbnail ? slide.thumbnail : slide.imageMain}
              alt={slide.title}
              loading={slideIndex === 0 ? 'eager' : 'lazy'}
              // The first slide is the home page's largest paint: fetched before anything else.
              fetchPriority={slideIndex === 0 ? 'high' : 'low'}
            />
            {(slide.title || slide.linkArtist.name) && (
              <div className="cat-banner__caption">
                <strong>{slide.title}</strong>
                {slide.linkArtist.slug && (
                  <>
                    {' · '}
                    <Link to={`/studios/${encodeURIComponent(slide.linkArtist.slug)}`}>{slide.linkArtist.name}</Link>
                  </>
                )}
              </div>
            )}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="cat-banner__arrow cat-banner__arrow--prev"
            aria-label={t('home.previousSlide')}
            onClick={() => setIndex(wrapIndex(current, -1, count))}
          >
            ‹
          </button>
          <button
            type="button"
            className="cat-banner__arrow cat-banner__arrow--next"
            aria-label={t('home.nextSlide')}
            onClick={() => setIndex(wrapIndex(current, 1, count))}
            data-testid="home-banner-next"
          >
            ›
          </button>
          <div className="cat-banner__dots">
            {slides.map((_slide, slideIndex) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                key={slideIndex}
                type="button"
                className="cat-banner__dot"
                aria-label={t('home.goToSlide', { index: slideIndex + 1 })}
                aria-current={slideIndex === current}
                onClick={() => setIndex(slideIndex)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
