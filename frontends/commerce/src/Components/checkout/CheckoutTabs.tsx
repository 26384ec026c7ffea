import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import { CHECKOUT_TABS, type CheckoutTab } from '../../lib/checkoutTabs.js';
import './CheckoutTabs.css';

type CheckoutTabsProps = {
  selected: number;
  enabled: Record<CheckoutTab, boolean>;
  onSelect: (index: number) => void;
};

export const checkoutPanelId = 'checkout-panel';

/** Shipping, Order, Payment, Review: a tab opens only when the checkout's rules allow it. */
export function CheckoutTabs({ selected, enabled, onSelect }: CheckoutTabsProps) {
  const { t } = useCommerceTranslation();
  return (
    <div className="com-tabs" role="tablist" aria-label={t('checkout.tabs')}>
      {CHECKOUT_TABS.map((tab, index) => (
        <button
          key={tab}
          id={`checkout-tab-${tab}`}
          type="button"
          role="tab"
          className="com-tab"
          aria-selected={index === selected}
          aria-controls={checkoutPanelId}
          disabled={!enabled[tab]}
          onClick={() => onSelect(index)}
          data-testid={`checkout-tab-${tab}`}
        >
          {t(`checkout.${tab}`)}
        </button>
      ))}
    </div>
  );
}
