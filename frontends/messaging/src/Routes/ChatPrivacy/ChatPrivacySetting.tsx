import { useSnackbar } from '@art/ui';
import { useChatSettings } from '../../hooks/useChatSettings.js';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';
import './ChatPrivacySetting.css';

/**
 * The chat's privacy setting, placed on the privacy page through an area slot: whether others see
 * when the member is online and was last seen. Hidden, the member sees nobody's either. Saved as
 * it is changed.
 */
export function ChatPrivacySetting() {
  const { t } = useMessagingTranslation();
  const { showSnackbar } = useSnackbar();
  const { settings, save } = useChatSettings({
    onSaved: () => showSnackbar(t('privacy.saved'), { type: 'success' }),
    onFailed: () => showSnackbar(t('privacy.failed'), { type: 'error' }),
  });
  if (!settings.data) return null;
  return (
    <section className="msg-privacy" aria-labelledby="msg-privacy-title" data-testid="chat-privacy">
      <h2 id="msg-privacy-title">{t('privacy.title')}</h2>
      <label className="msg-privacy__toggle">
        <input
          type="checkbox"
          checked={settings.data.showPresence}
          onChange={(event) => save.mutate(event.target.checked)}
          data-testid="chat-show-presence"
        />
        {t('privacy.showPresence')}
      </label>
      <p className="msg-privacy__explain">{t('privacy.explain')}</p>
    </section>
  );
}

export default ChatPrivacySetting;
