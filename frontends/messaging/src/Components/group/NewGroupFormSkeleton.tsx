import { ListRowSkeletons, LoadingRegion, Skeleton } from '@art/ui';
import './NewGroupForm.css';

/**
 * The new group's form while the people one chats with load: the name field, the box of people
 * (its filter and rows of a face and a name) and the buttons, in the form's own layout, said busy.
 */
export function NewGroupFormSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="msg-group-form" testId="new-group-loading">
      <span className="art-field" aria-hidden="true">
        <Skeleton width={120} height={21} />
        <Skeleton height={46} />
      </span>
      <div className="msg-group-form__people" aria-hidden="true">
        <Skeleton width={80} height={24} />
        <Skeleton height={46} />
        <ListRowSkeletons
          label={label}
          rows={4}
          pictureSize={32}
          lines={1}
          className="msg-group-form__list"
          rowClassName="msg-group-form__person"
        />
      </div>
      <div className="msg-group-form__actions" aria-hidden="true">
        <Skeleton width={90} height={44} />
        <Skeleton width={120} height={44} />
      </div>
    </LoadingRegion>
  );
}
