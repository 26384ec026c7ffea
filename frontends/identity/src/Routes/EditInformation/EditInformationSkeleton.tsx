import { FormSkeleton, Skeleton } from '@art/ui';
import '../../Components/identity.css';
import '../../Components/profile/ImageCropField.css';

/**
 * The profile's form while the profile loads: the picture (round) and the cover at the sizes the
 * form shows them, then the fields in their rows and the save button, in the form's own column.
 */
export function EditInformationSkeleton({ label }: { label: string }) {
  return (
    <div className="identity-form" data-testid="edit-information-loading">
      <div className="identity-fieldset" aria-hidden="true">
        <Skeleton width={120} height={21} />
        <Skeleton circle width={200} />
      </div>
      <div className="identity-fieldset" aria-hidden="true">
        <Skeleton width={120} height={21} />
        <Skeleton width={480} aspectRatio={480 / 148} />
      </div>
      <FormSkeleton label={label} fields={6} className="identity-row" />
    </div>
  );
}
