import type { PostView } from '@art/sdk';
import { ImageWithFallback, PICTURE_NEAR_MARGIN, useNearViewport } from '@art/ui';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import './PostMedia.css';

/**
 * A post's image (its blurred placeholder shows while it loads) or its YouTube video. The video's
 * player (a page of its own, with its scripts) is only loaded as it nears the screen: the browser's
 * own lazy loading starts a feed's players far ahead, while its first screen is still loading.
 */
export function PostMedia({ post }: { post: PostView }) {
  const { t } = useSocialTranslation();
  const [nearRef, isNear] = useNearViewport<HTMLDivElement>(PICTURE_NEAR_MARGIN);
  if (post.picture) {
    const { picture } = post;
    return (
      <div
        className="soc-post__media"
        style={{ backgroundImage: `url(${picture.placeholder})`, aspectRatio: `${picture.width}/${picture.height}` }}
      >
        <ImageWithFallback
          src={picture.files.feed.url}
          fallbackSrc={picture.files.feed.fallbackUrl}
          alt={t('post.image')}
          loading="lazy"
        />
      </div>
    );
  }
  if (post.youtube_url) {
    return (
      <div className="soc-video" ref={nearRef}>
        {isNear && (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${post.youtube_url}`}
            title={t('post.video')}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            data-testid="post-video"
          />
        )}
      </div>
    );
  }
  return null;
}
