import { isArtistRole } from '@art/sdk';
import { Button, Tabs, tabId, tabPanelId, useIsNarrow, usePageTitle, useSession } from '@art/ui';
import { useLocation, useSearch } from 'wouter';
import { ArtistSales } from '../../Components/orders/ArtistSales.js';
import { BuyerOrders } from '../../Components/orders/BuyerOrders.js';
import { useCommerceTranslation } from '../../hooks/useCommerceTranslation.js';
import '../../Components/commerce.css';

type View = 'orders' | 'sales';

/**
 * The orders page (/order): the buyer's ordered artworks; an artist also gets a Sales tab
 * (/order?view=sales) with the artworks sold from their studio.
 */
export function OrdersRoute() {
  const { t } = useCommerceTranslation();
  usePageTitle(t('orders.title'));
  const { user } = useSession();
  const [, navigate] = useLocation();
  const isCompact = useIsNarrow();
  const isArtist = user ? isArtistRole(user.role) : false;
  const search = useSearch();
  const view: View = isArtist && new URLSearchParams(search).get('view') === 'sales' ? 'sales' : 'orders';
  return (
    <div className="com-page" data-testid="orders-page">
      <div className="com-between">
        <h1 style={{ margin: 0 }}>{t('orders.title')}</h1>
        <Button variant="secondary" onClick={() => navigate('/cart')} data-testid="go-to-cart">
          {t('orders.goToCart')}
        </Button>
      </div>
      {isArtist && (
        <Tabs
          label={t('orders.views')}
          idPrefix="orders-view"
          selectedId={view}
          onSelect={(id) => navigate(id === 'sales' ? '/order?view=sales' : '/order', { replace: true })}
          tabs={[
            { id: 'orders', label: t('orders.myOrders') },
            { id: 'sales', label: t('orders.sales') },
          ]}
        />
      )}
      {isArtist ? (
        <div role="tabpanel" id={tabPanelId('orders-view', view)} aria-labelledby={tabId('orders-view', view)}>
          {view === 'sales' ? <ArtistSales /> : <BuyerOrders isCompact={isCompact} />}
        </div>
      ) : (
        <BuyerOrders isCompact={isCompact} />
      )}
    </div>
  );
}

export default OrdersRoute;
