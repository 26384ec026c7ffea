import { ApiError } from '@art/sdk';
import * as social from '@art/sdk/social';
import { useSession, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useQueryClient } from '@tanstack/react-query';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { socialKeys } from '../../socialKeys.js';
import { PostForm } from './PostForm.js';
import '../social.css';

/** The feed's composer for signed-in users; a new post puts the feeds back to their first page. */
export function PostComposer() {
  const { t } = useSocialTranslation();
  const { token, isSignedIn } = useSession();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  if (!isSignedIn) return null;
  return (
    <section className="soc-card" aria-label={t('composer.label')}>
      <PostForm
        submitLabel={t('composer.post')}
        testId="post-composer"
        onSubmit={async (draft) => {
          try {
            await social.createPost(draft, { token });
            showSnackbar(t('composer.created'), { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: socialKeys.feeds });
            return true;
          } catch (error) {
            showSnackbar(
              error instanceof ApiError
                ? refusalText(error.status, error.message, error.code)
                : t('common.genericError'),
              {
                type: 'error',
              },
            );
            return false;
          }
        }}
      />
    </section>
  );
}
