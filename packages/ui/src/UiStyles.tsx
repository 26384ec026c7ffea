import { globalCss } from './globalCss.js';

/** Mount once near the root (the shell does); React 19 hoists and de-duplicates it by href. */
export function UiStyles() {
  return (
    <style href="art-ui" precedence="default">
      {globalCss}
    </style>
  );
}
