import { FormSkeleton, Skeleton } from '@art/ui';
import '../../Components/create/create.css';

/**
 * The artwork's form while the artwork loads: the pictures' row, then its fields (name,
 * description, price, stock, dimensions, tags) and the save button, in the form's own column.
 */
export function EditArtworkSkeleton({ label }: { label: string }) {
  return (
    <div className="create-form" data-testid="edit-artwork-loading">
      <Skeleton height={160} />
      <FormSkeleton label={label} fields={6} />
    </div>
  );
}
