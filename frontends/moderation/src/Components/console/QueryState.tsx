import { serverMessage } from '@art/sdk/refusals';
import { Button, ListRowSkeletons } from '@art/ui';
import type { ReactNode } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import '../moderation.css';
import './QueryState.css';

export type QueryStateProps = {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
};

/**
 * A list's three other states, the same on every page: loading (cards in the list's frame, so the
 * list arriving shifts nothing), failed (the server's refusal as it says it, e.g. a session without
 * the second factor, else "could not be loaded"; with Try again), empty.
 */
export function QueryState({ isLoading, error, isEmpty, emptyText, onRetry, testId, children }: QueryStateProps) {
  const { t } = useModerationTranslation();
  if (isLoading) {
    return (
      <ListRowSkeletons
        label={t('common.loading')}
        rows={3}
        picture="none"
        className="mod-list"
        rowClassName="mod-card"
        testId={`${testId}-loading`}
      />
    );
  }
  if (error)
    return (
      <div className="mod-state" role="alert" data-testid={`${testId}-error`}>
        <p>{serverMessage(error, t('common.loadFailed'))}</p>
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (isEmpty)
    return (
      <p className="mod-state mod-state--empty" data-testid={`${testId}-empty`}>
        {emptyText}
      </p>
    );
  return <>{children}</>;
}
