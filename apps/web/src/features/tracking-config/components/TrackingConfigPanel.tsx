import { Spin, Tabs } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useTrackingConfig } from '../hooks/useTrackingConfig';
import { AccountsSection } from './AccountsSection';
import { BrandsSection } from './BrandsSection';
import { CategoryKeywordsSection } from './CategoryKeywordsSection';
import { ProductsSection } from './ProductsSection';
import './TrackingConfigPanel.css';

/**
 * Data management → tracking setup (managers and admins): the tenant's own accounts, brands, product lines
 * and products, and category keywords that imports match notes against. Every change re-matches the
 * tenant's notes (those set by hand stay) and reloads the pickers of the whole console.
 */
export const TrackingConfigPanel = () => {
  const t = useT();
  const config = useTrackingConfig();
  if (config.isPending) {
    return (
      <div className="tracking-config__state">
        <Spin tip={t('trackingConfig.loading')} />
      </div>
    );
  }
  if (config.isError) {
    return <LoadFailed query={config} message={(reason) => t('trackingConfig.loadFailed', { reason })} />;
  }
  const { accounts, brands, product_lines, products, category_keywords } = config.data;
  return (
    <Tabs className="tracking-config" type="rounded">
      <Tabs.TabPane key="accounts" title={`${t('trackingConfig.accounts')} (${accounts.length})`}>
        <AccountsSection accounts={accounts} />
      </Tabs.TabPane>
      <Tabs.TabPane key="brands" title={`${t('trackingConfig.brands')} (${brands.length})`}>
        <BrandsSection brands={brands} />
      </Tabs.TabPane>
      <Tabs.TabPane key="products" title={`${t('trackingConfig.products')} (${products.length})`}>
        <ProductsSection brands={brands} lines={product_lines} products={products} />
      </Tabs.TabPane>
      <Tabs.TabPane
        key="categories"
        title={`${t('trackingConfig.categories')} (${category_keywords.length})`}
      >
        <CategoryKeywordsSection keywords={category_keywords} />
      </Tabs.TabPane>
    </Tabs>
  );
};
