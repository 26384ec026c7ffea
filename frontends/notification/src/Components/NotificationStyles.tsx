import { colors, radius, spacing, typography } from '@art/ui';

const css = `
.ntf-page{max-width:760px;margin:0 auto;display:flex;flex-direction:column;gap:${spacing.md}px}
.ntf-head{display:flex;align-items:center;justify-content:space-between;gap:${spacing.sm}px;flex-wrap:wrap}
.ntf-head h1{margin:0}
.ntf-tools{display:flex;align-items:center;gap:${spacing.sm}px}
.ntf-icon-button{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;background:none;border:0;color:${colors.inkMuted};cursor:pointer}
.ntf-icon-button:hover{background:${colors.surfaceMuted};color:${colors.error}}
.ntf-list{list-style:none;margin:0;padding:0;border:1px solid ${colors.line};border-radius:${radius.md}px;background:${colors.surface};overflow:hidden}
.ntf-item{display:flex;align-items:center;gap:${spacing.sm}px;padding:${spacing.sm}px ${spacing.md}px;border-bottom:1px solid ${colors.line}}
.ntf-item:last-child{border-bottom:0}
.ntf-item[data-unread="true"]{background:${colors.surfaceMuted}}
.ntf-item__main{display:flex;align-items:center;gap:${spacing.sm}px;flex:1;min-width:0;background:none;border:0;padding:0;font:inherit;color:${colors.ink};text-align:left;cursor:pointer;text-decoration:none}
.ntf-item__text{display:flex;flex-direction:column;min-width:0}
.ntf-item__who{font-weight:${typography.weight.medium}}
.ntf-item__time{color:${colors.inkMuted};font-size:${typography.size.xs}px}
.ntf-item__dot{width:8px;height:8px;border-radius:50%;background:${colors.accent};flex:none}
.ntf-item__image{width:44px;height:44px;object-fit:cover;border-radius:${radius.sm}px;flex:none}
.ntf-empty{padding:${spacing.xl}px;text-align:center;color:${colors.inkMuted};border:1px solid ${colors.line};border-radius:${radius.md}px;background:${colors.surface};margin:0}
.ntf-mail{margin-top:${spacing.xl}px;padding-top:${spacing.lg}px;border-top:1px solid ${colors.line}}
.ntf-mail h2{font-size:1.1rem;margin:0 0 ${spacing.sm}px}
.ntf-mail p{color:${colors.inkMuted};margin:0 0 ${spacing.md}px}
.ntf-mail-kind{display:flex;gap:${spacing.sm}px;align-items:center;padding:${spacing.xs}px 0}
`;

/** The notification screen's styles, once per page (React 19 hoists and dedupes by href). */
export function NotificationStyles() {
  return (
    <style href="art-notification" precedence="default">
      {css}
    </style>
  );
}
