import { colors, spacing } from '@art/ui';

const css = `
.identity-card{max-width:440px;margin:${spacing.lg}px auto;padding:${spacing.xl}px;border:1px solid ${colors.line};border-radius:8px;background:#fff}
.identity-card__title{font-size:26px;margin-bottom:${spacing.sm}px}
.identity-page{max-width:760px;margin:0 auto}
.identity-form{display:flex;flex-direction:column;gap:${spacing.md}px;margin-top:${spacing.md}px}
.identity-row{display:flex;gap:${spacing.md}px;flex-wrap:wrap}
.identity-row>*{flex:1 1 220px}
.identity-actions{display:flex;gap:${spacing.sm}px;justify-content:flex-end;flex-wrap:wrap;align-items:center}
.identity-between{display:flex;justify-content:space-between;align-items:center;gap:${spacing.sm}px;flex-wrap:wrap}
.identity-muted{color:${colors.inkMuted}}
.identity-divider{display:flex;align-items:center;gap:${spacing.md}px;color:${colors.inkMuted};font-size:14px;margin:${spacing.md}px 0}
.identity-divider::before,.identity-divider::after{content:"";flex:1;border-top:1px solid ${colors.line}}
.identity-social{display:flex;flex-direction:column;gap:${spacing.sm}px;margin-top:${spacing.lg}px}
.identity-errors{color:${colors.error};margin:0;padding-left:20px}
.identity-section{border-top:1px solid ${colors.line};padding-top:${spacing.lg}px;margin-top:${spacing.lg}px}
.identity-fieldset{border:0;padding:0;margin:0;display:flex;flex-direction:column;gap:${spacing.md}px}
.identity-fieldset legend{font-weight:700;margin-bottom:${spacing.sm}px;padding:0}
.identity-checks{display:flex;flex-wrap:wrap;gap:${spacing.sm}px ${spacing.lg}px}
.identity-checks label,.identity-check{display:inline-flex;gap:6px;align-items:center}
.identity-cropper{position:relative;width:100%;height:280px;background:#222;border-radius:6px;overflow:hidden}
.identity-image-preview{display:block;object-fit:cover;background:${colors.surfaceMuted};border-radius:6px}
.identity-legal h2{margin-top:${spacing.lg}px;font-size:20px}
.identity-invalid{color:${colors.error};font-size:14px}
`;

export function IdentityStyles() {
  return (
    <style href="art-identity" precedence="default">
      {css}
    </style>
  );
}
