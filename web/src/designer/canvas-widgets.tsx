/**
 * The canvas's fields drawn as the form draws them: the renderer's design surface and field preview
 * (web/src/form-renderer/design.tsx), loaded with the canvas, not with the designer's first paint. Until
 * they are here (or if they cannot load), each field shows its light stand-in.
 */
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { type ComponentType, createContext, type ReactNode, useContext, useEffect, useState } from 'react';

type Design = typeof import('../form-renderer/design.tsx');
export type FieldFaceComponent = ComponentType<{ field: PlainObject; cell?: boolean }>;

/** The renderer's field preview once loaded, else null (the items show their stand-ins). */
const Faces = createContext<FieldFaceComponent | null>(null);

export function useFieldFace(): FieldFaceComponent | null {
  return useContext(Faces);
}

let loading: Promise<Design> | undefined;
const loadDesign = () => {
  loading ??= import('../form-renderer/design.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/** The canvas under the form's options (label width and position, suffix, form-wide modes). */
export function CanvasSurface({ option, children }: { option: PlainObject; children: ReactNode }) {
  const [design, setDesign] = useState<Design | null>(null);
  useEffect(() => {
    let live = true;
    loadDesign().then(
      (module) => live && setDesign(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!design) return children;
  return (
    <design.DesignSurface option={option}>
      <Faces.Provider value={design.FieldPreview}>{children}</Faces.Provider>
    </design.DesignSurface>
  );
}
