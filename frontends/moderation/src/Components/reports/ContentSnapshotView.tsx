import type { ReportCase } from '@art/sdk/moderation';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import '../moderation.css';
import './ContentSnapshotView.css';

type ContentSnapshotViewProps = { snapshot: NonNullable<ReportCase['snapshot']> };

/** The reported content as it was when reported: its text and pictures, kept even if edited or deleted since. */
export function ContentSnapshotView({ snapshot }: ContentSnapshotViewProps) {
  const { t } = useModerationTranslation();
  return (
    <figure className="mod-snapshot" data-testid="mod-snapshot">
      {snapshot.text ? (
        <blockquote className="mod-quote">{snapshot.text}</blockquote>
      ) : (
        <p className="mod-muted">{t('reports.noText')}</p>
      )}
      {snapshot.imageUrls.length > 0 && (
        <ul className="mod-snapshot__images">
          {snapshot.imageUrls.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={t('reports.snapshotImage', { index: index + 1, owner: snapshot.ownerName })} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <figcaption className="mod-muted">{t('reports.snapshotBy', { owner: snapshot.ownerName })}</figcaption>
    </figure>
  );
}
