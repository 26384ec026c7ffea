import { ApiError, type PostView } from '@art/sdk';
import * as social from '@art/sdk/social';
import { Dialog, useSession, useSnackbar } from '@art/ui';
import { sharedRefusalKey, useRefusalText } from '@art/ui/refusals';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { PostForm } from './PostForm.js';

/** The edit-post dialog: saving sends the form and reloads the page on success. */
export function EditPostDialog({ post, isOpen, onClose }: { post: PostView; isOpen: boolean; onClose(): void }) {
  const { t } = useSocialTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  return (
    <Dialog
      isOpen={isOpen}
      title={t('post.editTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="edit-post-dialog"
    >
      <PostForm
        initialText={post.post}
        initialVideo={post.youtube_url ? `https://youtu.be/${post.youtube_url}` : ''}
        submitLabel={t('common.save')}
        hint={post.picture ? t('post.keepImage') : undefined}
        testId="edit-post-form"
        onSubmit={async (draft) => {
          try {
            await social.updatePost(post._id, draft, { token });
            showSnackbar(t('post.updated'), { type: 'success' });
            window.location.reload();
            return true;
          } catch (error) {
            // A refusal that names its own fix (verify the e-mail address) says so; others stay generic.
            const shared = error instanceof ApiError && sharedRefusalKey(error.status) !== null;
            showSnackbar(shared ? refusalText(error.status, error.message, error.code) : t('common.genericError'), {
              type: 'error',
            });
            return false;
          }
        }}
      />
    </Dialog>
  );
}
