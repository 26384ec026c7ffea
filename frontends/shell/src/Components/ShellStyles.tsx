import { shellCss } from '../shellCss.js';

export function ShellStyles() {
  return (
    <style href="art-shell" precedence="default">
      {shellCss}
    </style>
  );
}
