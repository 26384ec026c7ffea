import type { StudioRequestView } from '@art/sdk/moderation';
import { Button } from '@art/ui';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import '../moderation.css';
import './StudioRequestCard.css';

type StudioRequestCardProps = {
  id: string;
  request: StudioRequestView;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
};

/** One pending request: who applies (with a link to their profile), their message and images, the two decisions. */
export function StudioRequestCard({ id, request, isBusy, onApprove, onReject }: StudioRequestCardProps) {
  const { t, i18n } = useModerationTranslation();
  const headingId = `${id}-name`;
  return (
    <li id={id} className="mod-card" aria-labelledby={headingId} data-testid="mod-studio-request">
      <div className="mod-card__head">
        <h2 id={headingId} className="mod-card__title">
          {request.applicant.name}
        </h2>
        <span className="mod-muted">
          {t('studioRequests.submitted', { time: formatDateTime(request.submittedAt, i18n.language) })}
        </span>
      </div>
      <dl className="mod-facts">
        <dt>{t('studioRequests.email')}</dt>
        <dd>
          <a href={`mailto:${request.applicant.email}`}>{request.applicant.email}</a>
        </dd>
        <dt>{t('studioRequests.profile')}</dt>
        <dd>
          <a href={`/profile/${request.applicant.slug}`} target="_blank" rel="noreferrer">
            {t('studioRequests.openProfile', { name: request.applicant.name })}
          </a>
        </dd>
      </dl>
      <h3 className="mod-card__subtitle">{t('studioRequests.message')}</h3>
      <p className="mod-quote" data-testid="mod-studio-request-message">
        {request.message}
      </p>
      {request.images.length > 0 && (
        <>
          <h3 className="mod-card__subtitle">{t('studioRequests.images', { count: request.images.length })}</h3>
          <ul className="mod-request-images">
            {request.images.map((image, index) => {
              const src = image.thumbnail ?? image.large;
              return (
                <li key={image.fileName}>
                  {src ? (
                    <a href={image.large ?? src} target="_blank" rel="noreferrer">
                      <img
                        src={src}
                        alt={t('studioRequests.imageAlt', { index: index + 1, name: request.applicant.name })}
                        loading="lazy"
                      />
                    </a>
                  ) : (
                    <span className="mod-muted">{t('studioRequests.imageMissing')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="mod-actions">
        <Button onClick={onApprove} isLoading={isBusy} data-testid="mod-approve">
          {t('studioRequests.approve')}
        </Button>
        <Button variant="secondary" onClick={onReject} disabled={isBusy} data-testid="mod-reject">
          {t('studioRequests.reject')}
        </Button>
      </div>
    </li>
  );
}
