import { POST_TEXT_CUT } from '@art/contracts/social-limits';
import type { PostView } from '@art/sdk';
import * as social from '@art/sdk/social';
import { Avatar, ConfirmDialog, MenuButton, ReadMore, useSession, useSnackbar, VerifiedBadge } from '@art/ui';
import { ReportDialog } from '@art/ui/trust';
import { useState } from 'react';
import { Link } from 'wouter';
import { usePostLike } from '../../hooks/usePostLike.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { profileLink } from '../../lib/profileLink.js';
import { PostComments } from '../comments/PostComments.js';
import { EditPostDialog } from './EditPostDialog.js';
import { PostMedia } from './PostMedia.js';
import { PostTime } from './PostTime.js';
import './PostCard.css';
import '../social.css';

/** 'Deleting post...' stays this long before the post is gone (10 s). */
const DELETING_MS = 10_000;

/**
 * One post: author, time, text cut at 300, image or video, like, comments. The author's menu has
 * Edit and Delete; others have Report and Hide (with Undo).
 */
export function PostCard({ post, isDetail = false, onGone }: { post: PostView; isDetail?: boolean; onGone?(): void }) {
  const { t } = useSocialTranslation();
  const { user, token, requireLogin } = useSession();
  const { showSnackbar } = useSnackbar();
  const like = usePostLike(post);
  const [isHidden, setHidden] = useState(false);
  const [commentsCount, setCommentsCount] = useState(post.commentsCount);
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'report' | null>(null);
  const isOwn = user?._id === post.author._id;
  const authorLink = profileLink(post.author, user?._id);

  const toggleHidden = async () => {
    if (!token) {
      requireLogin(t('common.loginFirst'));
      return;
    }
    try {
      const { hidden } = await social.hidePost(post._id, { token });
      setHidden(hidden);
    } catch {
      showSnackbar(t('common.actionFailed'), { type: 'error', duration: 2000 });
    }
  };
  const remove = async () => {
    setDialog(null);
    showSnackbar(t('post.deleting'), { duration: DELETING_MS });
    try {
      await social.deletePost(post._id, { token });
      setTimeout(() => {
        showSnackbar(t('post.deleted'), { type: 'success' });
        onGone?.();
      }, DELETING_MS);
    } catch {
      showSnackbar(t('common.actionFailed'), { type: 'error', duration: 2000 });
    }
  };

  if (isHidden) {
    return (
      <article className="soc-card soc-between" data-testid="post-hidden">
        <span>{t('post.hidden')}</span>
        <button type="button" className="soc-link" onClick={() => void toggleHidden()} data-testid="post-undo">
          {t('post.undo')}
        </button>
      </article>
    );
  }

  const menu = isOwn
    ? [
        { id: 'edit', label: t('post.edit'), onSelect: () => setDialog('edit') },
        { id: 'delete', label: t('post.delete'), onSelect: () => setDialog('delete') },
      ]
    : [
        {
          id: 'report',
          label: t('post.report'),
          onSelect: () => (token ? setDialog('report') : requireLogin(t('common.loginFirst'))),
        },
        { id: 'hide', label: t('post.hide'), onSelect: () => void toggleHidden() },
      ];

  return (
    <article className="soc-card" data-testid="post-card" data-post-id={post._id}>
      <header className="soc-post__head">
        <Avatar picture={post.author.picture} name={post.author.name} size={40} />
        <div className="soc-post__who">
          <span className="soc-row">
            {authorLink ? (
              <Link href={authorLink} className="soc-post__name">
                {post.author.name}
              </Link>
            ) : (
              <span className="soc-post__name">{post.author.name}</span>
            )}
            {post.author.verifiedArtist && <VerifiedBadge label={t('common.verified')} />}
          </span>
          {isDetail ? (
            <PostTime created={post.created} />
          ) : (
            <Link href={`/feed/${post._id}`}>
              <PostTime created={post.created} />
            </Link>
          )}
        </div>
        <MenuButton trigger="⋯" label={t('post.menu')} items={menu} testId="post-menu" />
      </header>
      <div className="soc-post__text" data-testid="post-text-shown">
        <ReadMore
          text={post.post}
          maxLength={POST_TEXT_CUT}
          moreLabel={t('post.readMore')}
          lessLabel={t('post.readLess')}
        />
      </div>
      <PostMedia post={post} />
      <div className="soc-row">
        <button
          type="button"
          className="soc-link soc-like"
          aria-pressed={like.liked}
          onClick={() => void like.toggle()}
          data-testid="post-like"
        >
          {like.liked ? '♥' : '♡'} {t('post.likes', { count: like.likesCount })}
        </button>
        <span className="soc-muted">{t('post.comments', { count: commentsCount })}</span>
      </div>
      <PostComments post={post} isDetail={isDetail} onCount={setCommentsCount} />
      {isOwn && <EditPostDialog post={post} isOpen={dialog === 'edit'} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        isOpen={dialog === 'delete'}
        title={t('post.deleteTitle')}
        message={t('post.deleteMessage')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        isDanger
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
        testId="delete-post-dialog"
      />
      {dialog === 'report' && (
        <ReportDialog isOpen target="post" targetId={post._id} onClose={() => setDialog(null)} testId="report" />
      )}
    </article>
  );
}
