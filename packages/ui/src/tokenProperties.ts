import { colors, radius, spacing, typography, zIndex } from './tokens.js';

// tokens.ts stays the single source: the areas' .css files read the same values as CSS custom
// properties, written here from it and defined once on :root by UiStyles (the shell mounts it).

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every token as `--art-<group>-<name>: <value>` (lengths in px), in a stable order. */
export function tokenProperties(): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) properties[`--art-color-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(spacing)) properties[`--art-space-${name}`] = `${value}px`;
  for (const [name, value] of Object.entries(radius)) properties[`--art-radius-${name}`] = `${value}px`;
  properties['--art-font-family'] = typography.fontFamily;
  for (const [name, value] of Object.entries(typography.size)) properties[`--art-font-size-${name}`] = `${value}px`;
  for (const [name, value] of Object.entries(typography.weight))
    properties[`--art-font-weight-${name}`] = String(value);
  for (const [name, value] of Object.entries(zIndex)) properties[`--art-z-${kebab(name)}`] = String(value);
  return properties;
}

/** The `:root` rule that defines them, the first rule of UiStyles' sheet. */
export const tokenCss = `:root{${Object.entries(tokenProperties())
  .map(([name, value]) => `${name}:${value}`)
  .join(';')}}`;
