import { FormSkeleton, Skeleton } from '@art/ui';
import '../../Components/checkout/CheckoutTabs.css';
import '../../Components/checkout/ShippingForm.css';
import '../../Components/commerce.css';

/** The checkout's steps, keyed: a tab each while the cart loads. */
const TABS = ['shipping', 'order', 'payment', 'review'];

/**
 * The checkout while the cart loads: its row of steps, the shipping form's fields in their two
 * columns, and the Continue button, where the first step will be.
 */
export function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <>
      <div className="com-tabs" aria-hidden="true">
        {TABS.map((tab) => (
          <span key={tab} className="com-tab">
            <Skeleton width={80} />
          </span>
        ))}
      </div>
      <FormSkeleton label={label} fields={9} className="com-form" hasSubmit={false} testId="checkout-loading" />
      <div className="com-actions" aria-hidden="true">
        <Skeleton width={120} height={44} />
      </div>
    </>
  );
}
