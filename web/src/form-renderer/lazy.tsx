/**
 * The form renderer loaded on demand: the designer's preview and the form-filling screen import it through
 * this file only, so that their route group loads the renderer (index.ts: every field type's widget) with
 * the first form it shows, not before its first render.
 */
import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../base/lazy.tsx';
import type { FormRendererProps } from './FormRenderer.tsx';

export type { FormRendererProps };

const Renderer = lazyPart(() => import('./index.ts').then((m) => ({ default: m.FormRenderer })));

/** Loads the renderer's code now (a form then renders in its first pass, with no loader). */
export const preloadRenderer = (): Promise<void> => Renderer.preload();

export function FormRenderer(props: FormRendererProps) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Renderer {...props} />
    </Suspense>
  );
}
