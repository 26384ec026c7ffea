import { tokenCss } from './tokenProperties.js';
import { colors, radius, spacing, typography, zIndex } from './tokens.js';

// Plain CSS built from the tokens; UiStyles injects it once so no CSS loader is needed anywhere.
export const globalCss = `
${tokenCss}
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font-family:${typography.fontFamily};font-size:${typography.size.md}px;line-height:1.5;color:${colors.ink};background:${colors.surface};-webkit-font-smoothing:antialiased}
a{color:inherit}
h1,h2,h3{line-height:1.25;margin:0 0 ${spacing.md}px}
h1{font-size:${typography.size.xl}px}
h2{font-size:${typography.size.lg}px}
p{margin:0 0 ${spacing.md}px}
:focus-visible{outline:2px solid ${colors.blue};outline-offset:2px}
.art-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.art-button{display:inline-flex;align-items:center;justify-content:center;gap:${spacing.sm}px;border-radius:${radius.sm}px;border:1px solid transparent;font:inherit;font-weight:${typography.weight.medium};cursor:pointer;text-decoration:none;transition:background .15s,border-color .15s}
.art-button:disabled{opacity:.55;cursor:not-allowed}
.art-button--small{padding:4px 10px;font-size:${typography.size.sm}px}
.art-button--medium{padding:9px 18px}
.art-button--large{padding:13px 24px;font-size:${typography.size.md + 1}px}
.art-button--full{width:100%}
.art-button--primary{background:${colors.ink};color:#fff}
.art-button--primary:hover:not(:disabled){background:#000}
.art-button--secondary{background:#fff;color:${colors.ink};border-color:${colors.ink}}
.art-button--secondary:hover:not(:disabled){background:${colors.surfaceMuted}}
.art-button--danger{background:${colors.accent};color:${colors.accentInk}}
.art-button--danger:hover:not(:disabled){background:${colors.accentDark}}
.art-button--text{background:none;color:${colors.ink};padding-left:4px;padding-right:4px;text-decoration:underline}
.art-link-button{background:none;border:0;padding:0;font:inherit;color:${colors.blue};cursor:pointer;text-decoration:underline}
.art-field{display:flex;flex-direction:column;gap:4px;width:100%}
.art-field__label{font-size:${typography.size.sm}px;font-weight:${typography.weight.medium}}
.art-field__input{font:inherit;padding:10px 12px;border:1px solid #bdbdbd;border-radius:${radius.sm}px;background:#fff;color:${colors.ink};width:100%}
.art-field__input:focus{border-color:${colors.ink};outline:none;box-shadow:0 0 0 2px rgba(31,78,156,.25)}
.art-field__input[aria-invalid="true"]{border-color:${colors.error}}
.art-field__input[readonly]{background:${colors.surfaceMuted};color:${colors.inkMuted}}
.art-field__textarea{min-height:110px;resize:vertical}
.art-field__hint{font-size:${typography.size.xs}px;color:${colors.inkMuted}}
.art-field__error{font-size:${typography.size.sm}px;color:${colors.error}}
.art-dialog{background:#fff;color:${colors.ink};border:0;padding:0;border-radius:${radius.md}px;max-width:min(480px,calc(100vw - ${2 * spacing.md}px));width:100%;max-height:90vh;overflow:auto;box-shadow:0 12px 40px rgba(0,0,0,.25)}
.art-dialog::backdrop{background:${colors.overlay}}
.art-dialog__header{display:flex;align-items:flex-start;justify-content:space-between;gap:${spacing.md}px;padding:${spacing.lg}px ${spacing.lg}px 0}
.art-dialog__title{margin:0;font-size:${typography.size.lg}px}
.art-dialog__close{background:none;border:0;font-size:26px;line-height:1;cursor:pointer;color:${colors.inkMuted}}
.art-dialog__body{padding:${spacing.md}px ${spacing.lg}px 0}
.art-dialog__actions{display:flex;justify-content:flex-end;gap:${spacing.sm}px;padding:${spacing.md}px ${spacing.lg}px ${spacing.lg}px}
.art-tabs{display:flex;gap:${spacing.lg}px;border-bottom:1px solid ${colors.line}}
.art-tabs__tab{background:none;border:0;border-bottom:2px solid transparent;padding:${spacing.sm}px 0;font:inherit;cursor:pointer;color:${colors.inkMuted}}
.art-tabs__tab--selected{color:${colors.ink};border-bottom-color:${colors.ink};font-weight:${typography.weight.medium}}
.art-tabs__count{margin-left:6px;font-size:${typography.size.xs}px}
.art-snackbar-region{pointer-events:none;position:fixed;left:50%;bottom:${spacing.xl + 56}px;transform:translateX(-50%);z-index:${zIndex.snackbar};width:max-content;max-width:calc(100vw - 32px)}
.art-snackbar{pointer-events:auto;display:flex;align-items:center;gap:${spacing.md}px;padding:12px 16px;border-radius:${radius.sm}px;color:#fff;background:#323232;box-shadow:0 6px 20px rgba(0,0,0,.25)}
.art-snackbar--success{background:${colors.success}}
.art-snackbar--error{background:${colors.error}}
.art-snackbar__close{background:none;border:0;color:inherit;font-size:20px;cursor:pointer;line-height:1}
.art-snackbar__action{background:none;border:1px solid currentColor;border-radius:${radius.sm}px;color:inherit;font:inherit;font-weight:${typography.weight.bold};padding:4px 10px;cursor:pointer}
.art-avatar{border-radius:50%;object-fit:cover;display:inline-flex;align-items:center;justify-content:center;flex:none}
.art-avatar--placeholder{background:#d9d4cc;color:${colors.ink};font-weight:${typography.weight.bold}}
.art-verified-badge{color:${colors.blue};vertical-align:middle}
.art-spinner{display:inline-block;border-radius:50%;border:3px solid ${colors.line};border-top-color:${colors.ink};animation:art-spin .8s linear infinite}
@keyframes art-spin{to{transform:rotate(360deg)}}
.art-skeleton{display:block;flex:none;max-width:100%;border-radius:${radius.sm}px;background:linear-gradient(90deg,${colors.line} 25%,#f0f0f0 50%,${colors.line} 75%);background-size:200% 100%;animation:art-shimmer 1.4s ease-in-out infinite}
@keyframes art-shimmer{from{background-position:100% 0}to{background-position:-100% 0}}
@media (prefers-reduced-motion:reduce){.art-skeleton{animation:none}}
.art-fullscreen-loader{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:#fff;z-index:${zIndex.loader}}
.art-masonry{display:flex;align-items:flex-start}
.art-masonry__column{display:flex;flex-direction:column;flex:1;min-width:0}
.art-column-grid{display:grid}
.art-ordered-masonry{display:grid;align-items:start}
.art-file-picker{display:flex;align-items:center;gap:${spacing.sm}px;flex-wrap:wrap;min-width:0}
.art-file-picker input:focus-visible+label{outline:2px solid ${colors.ink};outline-offset:2px}
.art-file-picker__chosen{color:${colors.inkMuted};overflow-wrap:anywhere;min-width:0}
.art-ordered-masonry__cell{min-width:0}
.art-infinite-scroll__status{display:flex;justify-content:center;padding:${spacing.lg}px;color:${colors.inkMuted}}
.art-read-more{margin:0;white-space:pre-line}
.art-image-missing{display:block;background:${colors.surfaceMuted};min-height:120px}
.art-menu{position:relative}
.art-menu__trigger{display:flex;align-items:center;gap:${spacing.sm}px;background:none;border:0;font:inherit;cursor:pointer;padding:4px;color:inherit}
.art-menu__list{position:absolute;right:0;top:calc(100% + 6px);min-width:220px;list-style:none;margin:0;padding:6px 0;background:#fff;border:1px solid ${colors.line};border-radius:${radius.md}px;box-shadow:0 8px 24px rgba(0,0,0,.12);z-index:${zIndex.header + 1}}
.art-menu__item{display:block;width:100%;text-align:left;background:none;border:0;font:inherit;padding:9px 16px;cursor:pointer;color:${colors.ink}}
.art-menu__item:hover,.art-menu__item:focus{background:${colors.surfaceMuted};outline:none}
`;
