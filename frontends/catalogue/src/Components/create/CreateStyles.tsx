import { breakpoints, colors, radius, spacing, zIndex } from '@art/ui';

// Styles of the upload/edit, search and exhibition screens; React 19 hoists and de-duplicates the
// <style> by its href, so every screen can render this and the page gets one copy.
const css = `
.create-page{max-width:880px;margin:0 auto}
.create-form{display:flex;flex-direction:column;gap:${spacing.lg}px}
.create-section{border:0;border-top:1px solid ${colors.line};margin:0;padding:${spacing.lg}px 0 0;display:flex;flex-direction:column;gap:${spacing.md}px;min-width:0}
.create-section>legend{font-size:18px;font-weight:700;padding:0;margin-bottom:${spacing.sm}px}
.create-row{display:flex;gap:${spacing.md}px;flex-wrap:wrap}
.create-row>*{flex:1 1 180px}
.create-muted{color:${colors.inkMuted};font-size:14px;margin:0}
.create-actions{display:flex;gap:${spacing.sm}px;justify-content:flex-end;flex-wrap:wrap;align-items:center}
.create-actions__start{margin-right:auto}
.create-images{display:grid;grid-template-columns:repeat(auto-fill,minmax(130px,1fr));gap:${spacing.sm}px;list-style:none;margin:0;padding:0}
.create-image{position:relative;border:1px solid ${colors.line};border-radius:${radius.sm}px;overflow:hidden;background:${colors.surfaceMuted}}
.create-image img{display:block;width:100%;aspect-ratio:1;object-fit:cover}
.create-image__badge{position:absolute;left:6px;top:6px;background:${colors.ink};color:#fff;font-size:12px;padding:2px 6px;border-radius:${radius.sm}px}
.create-image__tools{display:flex;justify-content:space-between;gap:4px;padding:4px}
.create-file{display:inline-flex;align-items:center;gap:${spacing.sm}px}
.create-file input{position:absolute;width:1px;height:1px;opacity:0}
.create-file input:focus-visible+span{outline:2px solid ${colors.blue};outline-offset:2px}
.create-checks{display:flex;flex-wrap:wrap;gap:${spacing.sm}px ${spacing.lg}px}
.create-checks label{display:inline-flex;gap:6px;align-items:center}
.create-select{font:inherit;padding:10px 12px;border:1px solid #bdbdbd;border-radius:${radius.sm}px;background:#fff;color:${colors.ink};width:100%}
.create-tags{display:flex;flex-wrap:wrap;gap:${spacing.sm}px;list-style:none;margin:0;padding:0}
.create-tag{display:inline-flex;align-items:center;gap:4px;background:${colors.surfaceMuted};border:1px solid ${colors.line};border-radius:${radius.pill}px;padding:2px 4px 2px 12px;font-size:14px}
.create-tag button{background:none;border:0;cursor:pointer;font-size:18px;line-height:1;padding:0 6px;color:${colors.inkMuted}}
.create-tag-input{display:flex;gap:${spacing.sm}px;align-items:flex-end}
.create-tag-input .art-button{white-space:nowrap}
.create-center{text-align:center;padding:${spacing.xxl}px 0}
.catalogue-search{position:relative;width:100%}
.catalogue-search__form{display:flex;align-items:center;gap:6px;border:1px solid #cfcfcf;border-radius:${radius.pill}px;padding:6px 12px;color:${colors.inkMuted}}
.catalogue-search__form:focus-within{border-color:${colors.ink}}
.catalogue-search__form input{border:0;outline:none;font:inherit;width:100%;background:transparent;color:${colors.ink}}
.catalogue-search__panel{position:absolute;left:0;top:calc(100% + 6px);width:max(100%,360px);max-height:70vh;overflow:auto;background:#fff;border:1px solid ${colors.line};border-radius:${radius.md}px;box-shadow:0 8px 24px rgba(0,0,0,.12);padding:${spacing.sm}px 0;z-index:${zIndex.header + 1}}
.catalogue-search__panel h2{font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:${colors.inkMuted};margin:${spacing.sm}px ${spacing.md}px 4px}
.catalogue-search__panel p{margin:${spacing.sm}px ${spacing.md}px;color:${colors.inkMuted}}
.search-results{list-style:none;margin:0;padding:0}
.search-result{display:flex;align-items:center;gap:${spacing.sm}px;padding:6px ${spacing.md}px;text-decoration:none;color:${colors.ink}}
.search-result:hover,.search-result:focus{background:${colors.surfaceMuted};outline:none}
.search-result img,.search-result .art-image-missing{width:44px;height:44px;min-height:0;object-fit:cover;border-radius:${radius.sm}px;flex:none}
.search-result__text{display:flex;flex-direction:column;min-width:0}
.search-result__name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.search-result__meta{font-size:13px;color:${colors.inkMuted}}
.search-page{max-width:1100px;margin:0 auto}
.search-page__grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:${spacing.md}px;list-style:none;padding:0;margin:0 0 ${spacing.xl}px}
.search-card{display:flex;flex-direction:column;gap:6px;text-decoration:none;color:${colors.ink}}
.search-card img,.search-card .art-image-missing{width:100%;aspect-ratio:1;object-fit:cover;border-radius:${radius.sm}px}
.exhibitions-page{max-width:1200px;margin:0 auto}
.exhibition-banner{display:block;position:relative;width:100%;border:0;padding:0;cursor:pointer;background:${colors.ink};color:#fff;border-radius:${radius.md}px;overflow:hidden;text-align:left;font:inherit;margin-bottom:${spacing.xl}px}
.exhibition-banner img{display:block;width:100%;aspect-ratio:3.2;object-fit:cover;opacity:.85}
.exhibition-banner__text{position:absolute;left:0;right:0;bottom:0;padding:${spacing.lg}px;background:linear-gradient(transparent,rgba(0,0,0,.7))}
.exhibition-banner__text>span{display:block}
.exhibition-banner__title{font-size:28px;font-weight:700}
.exhibition-banner__label{font-size:13px;text-transform:uppercase;letter-spacing:.06em}
.exhibition-slider__page{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:${spacing.lg}px;list-style:none;margin:${spacing.lg}px 0;padding:0}
.exhibition-slider__page--narrow{grid-template-columns:minmax(0,1fr)}
.exhibition-slider__controls{display:flex;align-items:center;justify-content:center;gap:${spacing.md}px}
.exhibition-card{display:flex;flex-direction:column;width:100%;border:1px solid ${colors.line};border-radius:${radius.md}px;overflow:hidden;background:#fff;color:${colors.ink};padding:0;text-align:left;font:inherit;cursor:pointer}
.exhibition-card--dark{background:${colors.ink};color:#fff}
.exhibition-card img,.exhibition-card .art-image-missing{width:100%;aspect-ratio:16/10;object-fit:cover}
.exhibition-card__text{display:block;padding:${spacing.md}px}
.exhibition-card__text>span{display:block;font-size:14px;opacity:.8}
.exhibition-card__text>.exhibition-card__title{font-size:18px;font-weight:700;opacity:1;margin-bottom:4px}
.exhibition-viewer{position:relative;min-height:calc(100vh - 140px);display:flex;flex-direction:column;gap:${spacing.md}px;padding:${spacing.md}px;border-radius:${radius.md}px;background-size:cover;background-position:center}
.exhibition-viewer__bar{display:flex;align-items:center;gap:${spacing.sm}px;flex-wrap:wrap}
.exhibition-viewer__bar h1{margin:0 auto 0 0;font-size:22px}
.exhibition-viewer__window{overflow:hidden;flex:1}
.exhibition-viewer__track{display:flex;height:100%;transition:transform 1000ms ease}
.exhibition-viewer__slide{flex:0 0 100%;display:flex;align-items:center;justify-content:center;padding:${spacing.md}px}
.exhibition-viewer__slide button{background:none;border:0;padding:0;cursor:zoom-in;display:flex;flex-direction:column;align-items:center;gap:${spacing.sm}px;color:inherit;font:inherit;max-width:100%}
.exhibition-viewer__slide img{max-width:100%;max-height:60vh;object-fit:contain;box-shadow:0 8px 30px rgba(0,0,0,.3)}
.exhibition-viewer__missing{width:min(480px,80vw);aspect-ratio:4/3}
.exhibition-viewer__nav{display:flex;align-items:center;justify-content:center;gap:${spacing.md}px}
.exhibition-fullsize{position:fixed;inset:0;margin:0;max-width:none;max-height:none;width:100vw;height:100vh;border:0;padding:0;background:rgba(0,0,0,.92)}
.exhibition-fullsize img{width:100%;height:100%;object-fit:contain}
.exhibition-fullsize button{position:absolute;top:${spacing.md}px;right:${spacing.md}px}
.exhibition-detail img{width:100%;max-height:50vh;object-fit:contain;background:${colors.surfaceMuted}}
@media (prefers-reduced-motion:reduce){.exhibition-viewer__track{transition:none}}
@media (max-width:${breakpoints.medium - 1}px){.exhibition-banner img{aspect-ratio:426/230}}
`;

export function CreateStyles() {
  return (
    <style href="art-catalogue-create" precedence="default">
      {css}
    </style>
  );
}
