import { breakpoints, colors, spacing, zIndex } from '@art/ui';

const md = breakpoints.medium;
/** The header's search box stays a box to type in at every desktop width. */
const SEARCH_MIN = 200;
/** From this width the header's links sit in one row with the search box and the actions. */
const wide = 1280;
/** From this width a signed-in header (inbox, bell, cart, name) also keeps the upload link and the site's name. */
const widest = 1440;

// Layout of the frame only; pages style themselves with @art/ui classes. The main area is at least
// one screen tall, so the footer is never in the first paint only to be pushed off by the page as it
// arrives (a layout shift of 0.3 on / and the galleries, measured by Lighthouse).
export const shellCss = `
.shell-app{min-height:100vh;display:flex;flex-direction:column}
.shell-main{flex:1;width:100%;max-width:1440px;margin:0 auto;min-height:100vh;min-height:100svh;padding:${spacing.lg}px ${spacing.md}px ${spacing.xxl + 40}px;outline:none}
.shell-skip-link{position:absolute;left:-999px;top:0;background:#fff;padding:8px;z-index:${zIndex.loader}}
.shell-skip-link:focus{left:8px}
.shell-header{position:sticky;top:0;z-index:${zIndex.header};background:#fff;border-bottom:1px solid ${colors.line}}
.shell-header__inner{max-width:1440px;margin:0 auto;display:flex;align-items:center;gap:${spacing.md}px;padding:10px ${spacing.md}px;min-height:60px}
.shell-header__search{flex:1 1 240px;min-width:${SEARCH_MIN}px;max-width:320px}
.shell-header__actions{margin-left:auto;display:flex;align-items:center;gap:${spacing.sm}px;flex-shrink:0}
.shell-logo{display:inline-flex;align-items:center;gap:8px;font-weight:700;font-size:18px;text-decoration:none;color:${colors.ink};white-space:nowrap;min-width:0}
.shell-logo svg{flex-shrink:0}
.shell-logo span{overflow:hidden;text-overflow:ellipsis}
.shell-nav{display:flex;gap:${spacing.md}px;flex-shrink:0}
.shell-nav__link{text-decoration:none;color:${colors.ink};padding:6px 2px;border-bottom:2px solid transparent;white-space:nowrap}
.shell-nav__link--active,.shell-nav__link.active{border-bottom-color:${colors.accent}}
.shell-search{display:flex;align-items:center;gap:6px;border:1px solid #cfcfcf;border-radius:999px;padding:6px 12px;color:${colors.inkMuted}}
.shell-search input{border:0;outline:none;font:inherit;width:100%;background:transparent;color:${colors.ink}}
.shell-search:focus-within{border-color:${colors.ink}}
.shell-icon-button{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;background:none;border:0;color:${colors.ink};cursor:pointer}
.shell-icon-button:hover{background:${colors.surfaceMuted}}
.shell-language{display:inline-flex;align-items:center;gap:4px;color:${colors.inkMuted}}
.shell-language select{font:inherit;border:1px solid ${colors.line};border-radius:4px;padding:4px 6px;background:#fff;color:${colors.ink}}
/* The name is already cut to 18 characters (cutText); its box holds that much in every script. */
.shell-profile-name{max-width:240px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.shell-verify-notice{background:#fff4e5;color:#663c00;text-align:center;padding:8px ${spacing.md}px;font-size:14px}
.shell-footer{border-top:1px solid ${colors.line};background:${colors.surfaceMuted}}
.shell-footer__inner{max-width:1440px;margin:0 auto;padding:${spacing.xl}px ${spacing.md}px;display:flex;flex-wrap:wrap;align-items:center;gap:${spacing.lg}px}
.shell-footer__links{display:flex;gap:${spacing.md}px}
.shell-footer__copyright{margin:0;color:${colors.inkMuted};font-size:14px;width:100%}
.shell-social{display:flex;gap:${spacing.sm}px;list-style:none;margin:0;padding:0}
.shell-social a{display:inline-flex;width:36px;height:36px;align-items:center;justify-content:center;border-radius:50%;color:${colors.ink}}
.shell-social a:hover{background:#fff}
.shell-bottom-nav{position:fixed;bottom:0;left:0;right:0;height:56px;background:#fff;border-top:1px solid ${colors.line};display:flex;align-items:stretch;z-index:${zIndex.header}}
.shell-bottom-nav__item{flex:1 1 0;min-width:0;display:inline-flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;padding:4px 2px;color:${colors.inkMuted};background:none;border:0;cursor:pointer;font:inherit;text-decoration:none}
.shell-bottom-nav__label{max-width:100%;font-size:11px;line-height:14px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.shell-bottom-nav__item.active{color:${colors.accent}}
.shell-drawer{position:fixed;inset:0 auto 0 0;margin:0;height:100%;max-height:none;width:min(320px,86vw);max-width:none;border:0;padding:0;background:#fff;color:${colors.ink};overflow-y:auto}
.shell-drawer::backdrop{background:${colors.overlay}}
.shell-drawer__panel{min-height:100%;padding:${spacing.md}px;display:flex;flex-direction:column;gap:${spacing.md}px}
.shell-drawer__close{align-self:flex-end}
.shell-drawer__nav{display:flex;flex-direction:column;gap:4px}
.shell-drawer__section{border-top:1px solid ${colors.line};padding-top:${spacing.md}px;display:flex;flex-direction:column;gap:4px}
.shell-drawer__heading{font-weight:700;margin:0 0 4px}
.shell-drawer__item{background:none;border:0;text-align:left;font:inherit;padding:6px 0;cursor:pointer;color:${colors.ink}}
.shell-drawer__links{flex-direction:row;gap:${spacing.md}px}
.shell-notice{max-width:640px;margin:${spacing.xxl}px auto;text-align:center}
.shell-not-found__code{font-size:96px;font-weight:700;margin:0;color:${colors.line};line-height:1}
.shell-page-loader{display:flex;justify-content:center;padding:${spacing.xxl}px}
.shell-maintenance{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${spacing.lg}px;text-align:center;padding:${spacing.lg}px;font-size:20px}
.shell-muted{color:${colors.inkMuted}}
.shell-home__hero{padding:${spacing.xxl}px ${spacing.md}px;margin-bottom:${spacing.xl}px;text-align:center;background:linear-gradient(135deg,#f6efe6,#efe4f1);border-radius:8px}
.shell-home__hero h1{font-size:clamp(28px,4vw,44px)}
.shell-home__actions{display:flex;gap:${spacing.md}px;justify-content:center;flex-wrap:wrap}
.shell-home__tiles{list-style:none;padding:0;margin:0 0 ${spacing.lg}px;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:${spacing.md}px}
.shell-home__tile{display:flex;align-items:flex-end;min-height:140px;padding:${spacing.md}px;border-radius:8px;text-decoration:none;color:#fff;font-weight:700;font-size:18px}
.shell-home__tile--0{background:linear-gradient(160deg,#b0202e,#5a0f18)}
.shell-home__tile--1{background:linear-gradient(160deg,#1f4e9c,#0d2349)}
.shell-home__tile--2{background:linear-gradient(160deg,#c07a1a,#5e3806)}
.shell-home__tile--3{background:linear-gradient(160deg,#2f6b4f,#123024)}
.shell-mobile-only{display:none}
/* Desktop widths too narrow for one row: the links take a second row under the logo, search and actions. */
@media (min-width:${md}px) and (max-width:${wide - 1}px){
  .shell-header__inner{flex-wrap:wrap;row-gap:0;column-gap:12px;padding-bottom:2px}
  .shell-header__search{flex-basis:${SEARCH_MIN}px}
  .shell-nav{order:1;flex-basis:100%}
}
/* Signed in below ${widest} px: the upload link (also in the profile menu) gives way, and next to the links the site's name (the mark stays, named for screen readers). */
@media (min-width:${md}px) and (max-width:${widest - 1}px){
  .shell-header--member .shell-header__upload{display:none!important}
}
@media (min-width:${wide}px) and (max-width:${widest - 1}px){
  .shell-header--member .shell-logo span{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
}
@media (max-width:${md - 1}px){
  .shell-desktop-only{display:none!important}
  .shell-mobile-only{display:flex}
  /* Phones: the menu, the logo and (signed in) inbox, bell and cart fit in 320 px; the name of the site gives way first. */
  .shell-header__inner{gap:${spacing.sm}px;padding:8px ${spacing.sm}px;min-height:56px}
  .shell-header__actions{gap:2px}
  .shell-logo{font-size:16px}
  .shell-home__tiles{grid-template-columns:repeat(2,minmax(0,1fr))}
  .shell-main{padding-bottom:96px}
  /* Room for the fixed bottom navigation (56px), so the footer's last line is not hidden under it. */
  .shell-footer{padding-bottom:56px}
}
`;
