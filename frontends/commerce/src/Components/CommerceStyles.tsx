import { colors, radius, spacing, typography } from '@art/ui';

const css = `
.com-page{max-width:1100px;margin:0 auto;display:flex;flex-direction:column;gap:${spacing.lg}px}
.com-muted{color:${colors.inkMuted}}
.com-empty{padding:${spacing.xl}px;text-align:center;color:${colors.inkMuted}}
.com-row{display:flex;align-items:center;gap:${spacing.sm}px;flex-wrap:wrap}
.com-between{display:flex;align-items:center;justify-content:space-between;gap:${spacing.sm}px;flex-wrap:wrap}
.com-card{background:${colors.surface};border:1px solid ${colors.line};border-radius:${radius.md}px;padding:${spacing.md}px;display:flex;flex-direction:column;gap:${spacing.sm}px}
.com-cart{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:${spacing.lg}px;align-items:start}
@media (max-width:991px){.com-cart{grid-template-columns:minmax(0,1fr)}}
.com-lines{display:flex;flex-direction:column;list-style:none;margin:0;padding:0}
.com-line{display:flex;align-items:center;gap:${spacing.md}px;padding:${spacing.sm}px 0;border-bottom:1px solid ${colors.line}}
.com-line[data-available="false"] .com-line__thumb{opacity:.5}
.com-line__thumb{width:72px;height:72px;object-fit:cover;border-radius:${radius.sm}px;background:${colors.surfaceMuted};flex:none}
.com-line__who{display:flex;flex-direction:column;min-width:0;flex:1}
.com-line__name{font-weight:${typography.weight.medium};color:${colors.ink};text-decoration:none;overflow-wrap:anywhere}
.com-line__price{font-weight:${typography.weight.medium};white-space:nowrap}
.com-flag{color:${colors.error};font-size:${typography.size.sm}px}
.com-icon-button{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;background:none;border:0;color:${colors.inkMuted};cursor:pointer}
.com-icon-button:hover{background:${colors.surfaceMuted};color:${colors.error}}
.com-totals{display:grid;grid-template-columns:1fr auto;gap:6px ${spacing.md}px;margin:0}
.com-totals dt{color:${colors.inkMuted}}
.com-totals dd{margin:0;text-align:right}
.com-totals__grand{font-weight:${typography.weight.bold};color:${colors.ink}!important}
.com-tabs{display:flex;gap:${spacing.xs}px;border-bottom:1px solid ${colors.line};overflow-x:auto}
.com-tab{background:none;border:0;border-bottom:3px solid transparent;padding:${spacing.sm}px ${spacing.md}px;font:inherit;cursor:pointer;color:${colors.ink}}
.com-tab[aria-selected="true"]{border-bottom-color:${colors.accent};font-weight:${typography.weight.medium}}
.com-tab:disabled{color:${colors.inkMuted};cursor:not-allowed;opacity:.6}
.com-form{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:${spacing.md}px}
@media (max-width:991px){.com-form{grid-template-columns:minmax(0,1fr)}}
.com-methods{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:${spacing.sm}px}
.com-method{display:flex;gap:${spacing.sm}px;align-items:flex-start;padding:${spacing.sm}px;border:1px solid ${colors.line};border-radius:${radius.sm}px;cursor:pointer}
.com-actions{display:flex;gap:${spacing.sm}px;justify-content:flex-end;flex-wrap:wrap}
.com-table{width:100%;border-collapse:collapse}
.com-table th{text-align:left;font-weight:${typography.weight.medium};color:${colors.inkMuted};border-bottom:1px solid ${colors.line};padding:${spacing.sm}px}
.com-table td{border-bottom:1px solid ${colors.line};padding:${spacing.sm}px;vertical-align:middle}
.com-product{display:flex;align-items:center;gap:${spacing.sm}px;min-width:0}
.com-product img,.com-product .art-image-missing{width:56px;height:56px;object-fit:cover;border-radius:${radius.sm}px;flex:none;display:block}
.com-status{font-weight:${typography.weight.medium};font-size:${typography.size.sm}px}
.com-status[data-status="CANCELLED"],.com-status[data-status="REFUNDED"]{color:${colors.error}}
.com-status[data-status="DELIVERED"],.com-status[data-status="CONFIRMED"]{color:${colors.success}}
.com-cart-link{position:relative;display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;color:${colors.ink}}
.com-cart-link:hover{background:${colors.surfaceMuted}}
.com-cart-count{position:absolute;top:2px;right:0;min-width:18px;height:18px;padding:0 4px;border-radius:${radius.pill}px;background:${colors.accent};color:${colors.accentInk};font-size:11px;line-height:18px;text-align:center;font-weight:${typography.weight.bold}}
.com-cart-count[data-count="0"]{background:${colors.surfaceMuted};color:${colors.inkMuted}}
.com-outcome{text-align:center;align-items:center}
.com-outcome h1{margin:0;font-size:${typography.size.xxl}px}
.com-outcome[data-outcome="success"] h1{color:${colors.success}}
.com-outcome[data-outcome="failure"] h1{color:${colors.error}}
.com-error{color:${colors.error};margin:0}
.com-status[data-status="REFUND_PENDING"]{color:${colors.inkMuted}}
.com-orders{display:flex;flex-direction:column;gap:${spacing.lg}px}
.com-order__title{margin:0;font-size:${typography.size.lg}px}
.com-order__money{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:${spacing.lg}px;align-items:start}
@media (max-width:991px){.com-order__money{grid-template-columns:minmax(0,1fr)}}
.com-subtitle{margin:0 0 ${spacing.xs}px;font-size:${typography.size.md}px}
.com-history{margin:0;padding-left:${spacing.lg}px;display:flex;flex-direction:column;gap:4px}
.com-receipt__brand{margin:0;font-weight:${typography.weight.bold};font-size:${typography.size.lg}px}
.com-receipt__address{font-style:normal;display:flex;flex-direction:column}
@media print{
.shell-header,.shell-footer,.shell-bottom-nav,.shell-skip-link,.com-no-print,[data-testid=verify-email-notice]{display:none!important}
.com-receipt,.com-receipt .com-card{max-width:none;border:0;padding:0}
}
`;

/** The commerce screens' styles, once per page (React 19 hoists and dedupes by href). */
export function CommerceStyles() {
  return (
    <style href="art-commerce" precedence="default">
      {css}
    </style>
  );
}
