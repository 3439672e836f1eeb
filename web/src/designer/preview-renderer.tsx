/**
 * The designer preview's form renderer: web/src/form-renderer/, loaded with the first preview so the
 * designer's route group does not carry it (the designer imports the renderer through this file only).
 */
import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../base/lazy.tsx';
import type { FormRendererProps } from '../form-renderer/FormRenderer.tsx';

export type { FormRendererProps };

const Renderer = lazyPart(() =>
  import('../form-renderer/index.ts').then((m) => ({ default: m.FormRenderer })),
);

export function FormRenderer(props: FormRendererProps) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Renderer {...props} />
    </Suspense>
  );
}
