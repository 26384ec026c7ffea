import { colors, radius, spacing, typography } from '@art/ui';

const css = `
.soc-page{max-width:1200px;margin:0 auto;display:flex;flex-direction:column;gap:${spacing.lg}px}
.soc-feed{display:grid;grid-template-columns:minmax(0,1fr) 260px;gap:${spacing.lg}px;align-items:start}
@media (max-width:991px){.soc-feed{grid-template-columns:minmax(0,1fr)}.soc-feed__side{order:-1}}
.soc-muted{color:${colors.inkMuted}}
.soc-empty{padding:${spacing.xl}px;text-align:center;color:${colors.inkMuted}}
.soc-row{display:flex;align-items:center;gap:${spacing.sm}px;flex-wrap:wrap}
.soc-between{display:flex;align-items:center;justify-content:space-between;gap:${spacing.sm}px;flex-wrap:wrap}
.soc-card{background:${colors.surface};border:1px solid ${colors.line};border-radius:${radius.md}px;padding:${spacing.md}px;display:flex;flex-direction:column;gap:${spacing.sm}px}
.soc-posts{display:flex;flex-direction:column;gap:${spacing.md}px;list-style:none;margin:0;padding:0}
.soc-post__head{display:flex;align-items:center;gap:${spacing.sm}px}
.soc-post__who{display:flex;flex-direction:column;min-width:0;flex:1}
.soc-post__name{font-weight:${typography.weight.medium};color:${colors.ink};text-decoration:none}
.soc-post__text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
.soc-post__media{position:relative;overflow:hidden;border-radius:${radius.sm}px;background-size:cover;background-position:center;background-color:${colors.surfaceMuted}}
.soc-post__media img{display:block;width:100%;height:auto}
.soc-video{position:relative;padding-top:56.25%}
.soc-video iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.soc-link{background:none;border:0;padding:0;color:${colors.blue};cursor:pointer;font:inherit}
.soc-like[aria-pressed="true"]{color:${colors.accent}}
.soc-comments{display:flex;flex-direction:column;gap:${spacing.sm}px;list-style:none;margin:0;padding:0}
.soc-comment{display:flex;gap:${spacing.sm}px;align-items:flex-start}
.soc-comment__body{background:${colors.surfaceMuted};border-radius:${radius.md}px;padding:6px 10px;min-width:0;overflow-wrap:anywhere}
.soc-filters{border:0;margin:0;padding:0;min-width:0;display:flex;gap:${spacing.xs}px;flex-wrap:wrap}
.soc-chip{border:1px solid ${colors.line};background:${colors.surface};border-radius:${radius.pill}px;padding:6px 14px;cursor:pointer;font:inherit}
.soc-chip[aria-pressed="true"]{background:${colors.ink};color:#fff;border-color:${colors.ink}}
.soc-side{display:flex;flex-direction:column;gap:${spacing.sm}px}
.soc-studio{display:flex;align-items:center;gap:${spacing.sm}px;text-align:left;background:none;border:0;padding:4px;cursor:pointer;font:inherit;border-radius:${radius.sm}px}
.soc-studio[aria-pressed="true"]{background:${colors.surfaceMuted}}
.soc-profile{display:grid;grid-template-columns:280px minmax(0,1fr);gap:${spacing.lg}px;align-items:start}
@media (max-width:991px){.soc-profile{grid-template-columns:minmax(0,1fr)}}
.soc-cover{width:100%;aspect-ratio:480/148;object-fit:cover;border-radius:${radius.md}px;background:${colors.surfaceMuted};display:block}
.soc-sidebar{display:flex;flex-direction:column;gap:${spacing.sm}px;align-items:flex-start}
.soc-sidebar h1{margin:0;font-size:${typography.size.lg}px}
.soc-sidebar h2{margin:${spacing.sm}px 0 0;font-size:${typography.size.md}px}
.soc-people{display:flex;flex-direction:column;gap:${spacing.sm}px;list-style:none;margin:0;padding:0}
.soc-person{display:flex;align-items:center;gap:${spacing.sm}px;justify-content:space-between;flex-wrap:wrap;border-bottom:1px solid ${colors.line};padding:${spacing.sm}px 0}
.soc-person a{color:inherit;text-decoration:none;font-weight:${typography.weight.medium}}
.soc-row-cards{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(170px,200px);gap:${spacing.md}px;overflow-x:auto;list-style:none;margin:0;padding:0 0 ${spacing.sm}px}
.soc-studio-card{display:flex;flex-direction:column;align-items:center;gap:6px;text-align:center;border:1px solid ${colors.line};border-radius:${radius.md}px;padding:${spacing.md}px}
.soc-studio-card a{color:inherit;text-decoration:none;font-weight:${typography.weight.medium}}
.soc-art{display:block;border-radius:${radius.sm}px;overflow:hidden;position:relative}
.soc-art img{display:block;width:100%;height:auto}
.soc-art__edit{position:absolute;top:6px;right:6px}
.soc-error{color:${colors.error};margin:0}
`;

/** The social screens' styles, once per page (React 19 hoists and dedupes by href). */
export function SocialStyles() {
  return (
    <style href="art-social" precedence="default">
      {css}
    </style>
  );
}
