import { ListRowSkeletons } from '@art/ui';
import './ConversationList.css';
import '../messaging.css';

type ConversationListSkeletonProps = { label: string; rows: number; testId: string };

/** Conversations still loading (the list, or what a search found): rows of a face and two lines. */
export function ConversationListSkeleton({ label, rows, testId }: ConversationListSkeletonProps) {
  return <ListRowSkeletons label={label} rows={rows} className="msg-list" rowClassName="msg-item" testId={testId} />;
}
