import type { PostView } from '@art/sdk';
import { ImageWithFallback } from '@art/ui';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import './PostMedia.css';

/** A post's image (its blurred placeholder shows while it loads) or its YouTube video. */
export function PostMedia({ post }: { post: PostView }) {
  const { t } = useSocialTranslation();
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
      <div className="soc-video">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${post.youtube_url}`}
          title={t('post.video')}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          data-testid="post-video"
        />
      </div>
    );
  }
  return null;
}
