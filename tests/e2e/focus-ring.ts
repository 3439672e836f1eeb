import type { Locator, Page } from 'playwright-core';
import { contrastRatio } from '../../core/src/nav/contrast.ts';

const hex = (channels: string) =>
  `#${channels
    .split(',')
    .slice(0, 3)
    .map((n) => Number(n.trim()).toString(16).padStart(2, '0'))
    .join('')}`;

/** The opaque colours of a computed CSS value (`rgb(…)`, a gradient's stops), as `#rrggbb`. */
const colours = (value: string) =>
  [...value.matchAll(/rgba?\(([^)]*)\)/g)].filter((m) => !/,\s*0\)$/.test(m[0])).map((m) => hex(m[1]!));

/**
 * What the focus ring of `target` looks like once it has the keyboard focus: its colour (the outline's, or a
 * focused input's border), the colours next to it (the first background behind it: a colour or a
 * gradient's stops) and the lowest contrast between them.
 */
export async function focusRing(page: Page, target: Locator) {
  // A key pressed first: Chromium shows focus-visible rings after keyboard use.
  await page.keyboard.press('Shift');
  await target.focus();
  const seen = await target.evaluate((el) => {
    const own = getComputedStyle(el);
    let behind = '';
    for (let p = el.parentElement; p && !behind; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.backgroundImage !== 'none') behind = s.backgroundImage;
      else if (s.backgroundColor !== 'rgba(0, 0, 0, 0)') behind = s.backgroundColor;
    }
    const outlined = own.outlineStyle !== 'none' && Number.parseFloat(own.outlineWidth) >= 2;
    return {
      focusVisible: el.matches(':focus-visible'),
      ring: outlined ? own.outlineColor : own.borderTopColor,
      behind,
    };
  });
  const ring = colours(seen.ring)[0] ?? '';
  const next = colours(seen.behind);
  const contrast = ring ? Math.min(...next.map((c) => contrastRatio(ring, c))) : 0;
  return { focusVisible: seen.focusVisible, ring, next, contrast };
}
