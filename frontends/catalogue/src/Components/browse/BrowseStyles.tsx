import { colors, radius, spacing, typography } from '@art/ui';

const css = `
.cat-page{max-width:1400px;margin:0 auto;display:flex;flex-direction:column;gap:${spacing.lg}px}
.cat-section{display:flex;flex-direction:column;gap:${spacing.md}px}
.cat-section>h2{margin:0}
.cat-between{display:flex;justify-content:space-between;align-items:center;gap:${spacing.sm}px;flex-wrap:wrap}
.cat-muted{color:${colors.inkMuted}}
.cat-empty{padding:${spacing.xl}px;text-align:center;color:${colors.inkMuted}}
.cat-card{display:flex;flex-direction:column;gap:6px;min-width:0}
.cat-card__link{display:block;text-decoration:none;color:inherit;border-radius:${radius.sm}px}
.cat-card__name{font-weight:${typography.weight.medium};margin:6px 0 0;font-size:${typography.size.md}px}
.cat-card__meta{display:flex;justify-content:space-between;gap:${spacing.sm}px;font-size:${typography.size.sm}px;color:${colors.inkMuted}}
.cat-card__price{font-weight:${typography.weight.medium};color:${colors.ink};white-space:nowrap}
.cat-image{position:relative;display:block;overflow:hidden;background-color:${colors.surfaceMuted};background-size:cover;background-position:center;border-radius:${radius.sm}px}
.cat-image img{display:block;width:100%;height:100%;object-fit:cover;opacity:0;transition:opacity .3s}
.cat-image--loaded img{opacity:1}
.cat-row{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(170px,220px);gap:${spacing.md}px;overflow-x:auto;padding-bottom:${spacing.sm}px;list-style:none;margin:0;padding-left:0}
.cat-banner{position:relative;overflow:hidden;border-radius:${radius.md}px;background:${colors.surfaceMuted}}
.cat-banner__track{display:flex;height:100%;transition-property:transform;transition-timing-function:ease-in-out}
.cat-banner__slide{flex:0 0 100%;position:relative;height:100%}
.cat-banner__slide img{width:100%;height:100%;object-fit:cover;display:block}
.cat-banner__caption{position:absolute;left:${spacing.md}px;bottom:${spacing.md}px;background:rgba(0,0,0,.55);color:#fff;padding:6px 12px;border-radius:${radius.sm}px;max-width:80%}
.cat-banner__caption a{color:#fff}
.cat-banner__arrow{position:absolute;top:50%;transform:translateY(-50%);background:rgba(255,255,255,.85);border:0;border-radius:50%;width:40px;height:40px;font-size:22px;cursor:pointer}
.cat-banner__arrow--prev{left:${spacing.sm}px}
.cat-banner__arrow--next{right:${spacing.sm}px}
.cat-banner__dots{position:absolute;bottom:${spacing.sm}px;right:${spacing.md}px;display:flex;gap:6px}
.cat-banner__dot{width:10px;height:10px;border-radius:50%;border:1px solid #fff;background:transparent;padding:0;cursor:pointer}
.cat-banner__dot[aria-current="true"]{background:#fff}
.cat-tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:${spacing.md}px;list-style:none;margin:0;padding:0}
.cat-tile{display:flex;align-items:center;justify-content:center;min-height:90px;border-radius:${radius.md}px;background:${colors.surfaceMuted};text-decoration:none;font-weight:${typography.weight.medium};text-align:center;padding:${spacing.sm}px}
.cat-tile:hover{background:${colors.line}}
.cat-subnav{display:flex;flex-wrap:wrap;gap:${spacing.sm}px;list-style:none;margin:0;padding:0}
.cat-subnav a{display:inline-block;padding:4px 12px;border-radius:${radius.pill}px;border:1px solid ${colors.line};text-decoration:none}
.cat-subnav a[aria-current="page"]{background:${colors.ink};color:#fff;border-color:${colors.ink}}
.cat-filters{display:flex;flex-wrap:wrap;gap:${spacing.lg}px;align-items:flex-end}
.cat-price{display:flex;flex-direction:column;gap:4px;min-width:260px;border:0;margin:0;padding:0}
.cat-price legend{font-size:${typography.size.sm}px;font-weight:${typography.weight.medium};padding:0}
.cat-price input[type=range]{width:100%}
.cat-select{font:inherit;padding:8px 10px;border:1px solid #bdbdbd;border-radius:${radius.sm}px;background:#fff}
.cat-detail{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:${spacing.xl}px}
@media (max-width:991px){.cat-detail{grid-template-columns:minmax(0,1fr)}}
.cat-detail__info{display:flex;flex-direction:column;gap:${spacing.md}px}
.cat-detail__name{margin:0;overflow-wrap:anywhere}
.cat-detail__price{font-size:${typography.size.lg}px;font-weight:${typography.weight.bold};margin:0}
.cat-actions{display:flex;gap:${spacing.sm}px;flex-wrap:wrap}
.cat-slider{display:flex;flex-direction:column;gap:${spacing.sm}px}
.cat-slider__stage{position:relative}
.cat-slider__thumbs{display:flex;gap:${spacing.sm}px;list-style:none;margin:0;padding:0;flex-wrap:wrap}
.cat-slider__thumb{padding:0;border:2px solid transparent;border-radius:${radius.sm}px;background:none;cursor:pointer;width:64px;height:64px;overflow:hidden}
.cat-slider__thumb[aria-current="true"]{border-color:${colors.ink}}
.cat-slider__thumb img{width:100%;height:100%;object-fit:cover;display:block}
.cat-like{display:inline-flex;align-items:center;gap:6px;background:none;border:1px solid ${colors.line};border-radius:${radius.pill}px;padding:6px 14px;font:inherit;cursor:pointer}
.cat-like[aria-pressed="true"]{color:${colors.accent};border-color:${colors.accent}}
.cat-comments{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:${spacing.md}px}
.cat-comment{display:flex;gap:${spacing.sm}px;align-items:flex-start}
.cat-comment__body{display:flex;flex-direction:column;min-width:0}
.cat-comment__body p{margin:0;overflow-wrap:anywhere;white-space:pre-line}
.cat-comment-form{display:flex;gap:${spacing.sm}px;align-items:flex-end}
.cat-artist{display:flex;align-items:center;gap:${spacing.md}px;border:1px solid ${colors.line};border-radius:${radius.md}px;padding:${spacing.md}px}
.cat-artist__name{font-weight:${typography.weight.medium};display:flex;align-items:center;gap:4px}
.cat-artist__body{flex:1;min-width:0}
.cat-cover{height:200px;border-radius:${radius.md}px;background:${colors.surfaceMuted} center/cover no-repeat}
.cat-studios{list-style:none;margin:0;padding:0;display:grid;gap:${spacing.md}px}
.cat-studios--grid{grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.cat-studios--list{grid-template-columns:minmax(0,1fr)}
.cat-studio{display:flex;align-items:center;gap:${spacing.md}px;padding:${spacing.md}px;border:1px solid ${colors.line};border-radius:${radius.md}px;text-decoration:none;color:inherit}
.cat-studios--grid .cat-studio{flex-direction:column;text-align:center}
.cat-studio__name{font-weight:${typography.weight.medium};display:inline-flex;align-items:center;gap:4px}
.cat-studio__meta{font-size:${typography.size.sm}px;color:${colors.inkMuted};margin:0}
`;

/** The browsing screens' styles; React 19 hoists and de-duplicates the tag by href. */
export function BrowseStyles() {
  return (
    <style href="art-catalogue-browse" precedence="default">
      {css}
    </style>
  );
}
