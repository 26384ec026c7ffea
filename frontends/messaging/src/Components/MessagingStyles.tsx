import { colors, radius, spacing, typography } from '@art/ui';

const css = `
.msg-header-link{position:relative;display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;color:${colors.ink}}
.msg-header-link:hover{background:${colors.surfaceMuted}}
.msg-dot{position:absolute;top:7px;right:7px;width:9px;height:9px;border-radius:50%;background:${colors.accent};box-shadow:0 0 0 2px ${colors.surface}}
.msg-page{max-width:1200px;margin:0 auto;display:flex;flex-direction:column;gap:${spacing.md}px}
.msg-page h1{margin:0}
.msg-layout{display:grid;grid-template-columns:340px minmax(0,1fr);gap:0;border:1px solid ${colors.line};border-radius:${radius.md}px;background:${colors.surface};height:calc(100vh - 200px);min-height:420px;overflow:hidden}
.msg-list{border-right:1px solid ${colors.line};overflow-y:auto;margin:0;padding:0;list-style:none}
.msg-item{display:flex;gap:${spacing.sm}px;align-items:center;padding:${spacing.sm}px ${spacing.md}px;text-decoration:none;color:${colors.ink};border-bottom:1px solid ${colors.line}}
.msg-item:hover{background:${colors.surfaceMuted}}
.msg-item[aria-current="page"]{background:${colors.surfaceMuted}}
.msg-item__body{display:flex;flex-direction:column;min-width:0;flex:1}
.msg-item__top{display:flex;justify-content:space-between;gap:${spacing.sm}px}
.msg-item__name{font-weight:${typography.weight.medium};overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.msg-item__time{color:${colors.inkMuted};font-size:${typography.size.xs}px;white-space:nowrap}
.msg-item__last{color:${colors.inkMuted};font-size:${typography.size.sm}px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.msg-item[data-unseen="true"] .msg-item__last{color:${colors.ink};font-weight:${typography.weight.medium}}
.msg-item__new{width:8px;height:8px;border-radius:50%;background:${colors.accent};flex:none}
.msg-empty{display:flex;align-items:center;justify-content:center;padding:${spacing.xl}px;color:${colors.inkMuted};text-align:center;height:100%}
.msg-panel{display:flex;flex-direction:column;min-height:0;min-width:0}
.msg-thread-head{display:flex;align-items:center;gap:${spacing.sm}px;padding:${spacing.sm}px ${spacing.md}px;border-bottom:1px solid ${colors.line}}
.msg-thread-head__name{font-weight:${typography.weight.medium};color:${colors.ink};flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.msg-icon-button{display:inline-flex;align-items:center;justify-content:center;min-width:36px;height:36px;border-radius:50%;background:none;border:0;color:${colors.ink};cursor:pointer;font:inherit}
.msg-icon-button:hover{background:${colors.surfaceMuted}}
.msg-menu{position:relative}
.msg-menu__list{position:absolute;right:0;top:100%;z-index:5;background:${colors.surface};border:1px solid ${colors.line};border-radius:${radius.sm}px;box-shadow:0 4px 16px rgba(0,0,0,.12);list-style:none;margin:4px 0 0;padding:4px 0;min-width:140px}
.msg-menu__list button{display:block;width:100%;text-align:left;background:none;border:0;padding:${spacing.sm}px ${spacing.md}px;font:inherit;cursor:pointer;color:${colors.ink}}
.msg-menu__list button:hover,.msg-menu__list button:focus{background:${colors.surfaceMuted}}
.msg-thread{flex:1;overflow-y:auto;padding:${spacing.md}px;display:flex;flex-direction:column;gap:${spacing.xs}px;list-style:none;margin:0}
.msg-more{align-self:center;margin-bottom:${spacing.sm}px}
.msg-bubble{max-width:70%;display:flex;flex-direction:column;gap:2px;align-self:flex-start}
.msg-bubble[data-own="true"]{align-self:flex-end;align-items:flex-end}
.msg-bubble__text{background:${colors.surfaceMuted};border-radius:${radius.md}px;padding:${spacing.xs + 2}px ${spacing.sm + 4}px;white-space:pre-wrap;overflow-wrap:anywhere}
.msg-bubble[data-own="true"] .msg-bubble__text{background:${colors.blue};color:#fff}
.msg-bubble__text--collapsed{font-style:italic;color:${colors.inkMuted};background:transparent;border:1px dashed ${colors.line}}
.msg-bubble__image{max-width:260px;max-height:260px;border-radius:${radius.md}px;display:block;object-fit:cover}
.msg-bubble__meta{font-size:${typography.size.xs}px;color:${colors.inkMuted}}
.msg-event{align-self:center;font-size:${typography.size.sm}px;color:${colors.inkMuted}}
.msg-composer{display:flex;gap:${spacing.sm}px;align-items:center;padding:${spacing.sm}px ${spacing.md}px;border-top:1px solid ${colors.line}}
.msg-composer input[type="text"]{flex:1;min-width:0;font:inherit;padding:${spacing.sm}px ${spacing.md}px;border:1px solid ${colors.line};border-radius:${radius.pill}px}
.msg-file{position:absolute;width:1px;height:1px;opacity:0;overflow:hidden}
.msg-attach{cursor:pointer}
.msg-attach:focus-within{outline:2px solid ${colors.blue}}
.msg-blocked{padding:${spacing.md}px;border-top:1px solid ${colors.line};color:${colors.inkMuted};text-align:center;margin:0}
.msg-mobile-only{display:none}
@media (max-width:991px){
  .msg-layout{grid-template-columns:minmax(0,1fr);height:calc(100vh - 170px)}
  .msg-layout[data-showing="true"] .msg-list{display:none}
  .msg-layout[data-showing="false"] .msg-panel{display:none}
  .msg-list{border-right:0}
  .msg-mobile-only{display:inline-flex}
  .msg-bubble{max-width:85%}
}
`;

/** The messaging screens' styles, once per page (React 19 hoists and dedupes by href). */
export function MessagingStyles() {
  return (
    <style href="art-messaging" precedence="default">
      {css}
    </style>
  );
}
