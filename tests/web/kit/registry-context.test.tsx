// @vitest-environment happy-dom
import { platformResource, platformResourceMessages } from '@nbxt/core/resources/platform.ts';
import { getResource, resourceMessages } from '@nbxt/core/resources/registry.ts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FullRegistry } from '../../../web/src/kit/full-registry.tsx';
import {
  RegistryProvider,
  useRegistryChoices,
  useResourceLookup,
} from '../../../web/src/kit/registry-context.tsx';

describe('the registry shared screens resolve entries against', () => {
  it('is none outside a screen group: no page carries declarations its group does not show', () => {
    const { result } = renderHook(() => useResourceLookup());
    expect(platformResource('role')).toBeDefined();
    expect(result.current('role')).toBeUndefined();
    expect(result.current('contract-service')).toBeUndefined();
  });

  it('is the platform’s under a platform group’s provider: system and workflow entries, no module’s', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RegistryProvider lookup={platformResource}>{children}</RegistryProvider>
    );
    const { result } = renderHook(() => useResourceLookup(), { wrapper });
    expect(result.current('role')?.name).toBe('role');
    expect(result.current('flow-model')?.name).toBe('flow-model');
    expect(getResource('contract-service')).toBeDefined();
    expect(result.current('contract-service')).toBeUndefined();
  });

  it('is the whole registry under a module group’s provider', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RegistryProvider lookup={getResource}>{children}</RegistryProvider>
    );
    const { result } = renderHook(() => useResourceLookup(), { wrapper });
    expect(result.current('contract-service')).toBe(getResource('contract-service'));
  });
});

describe('the choices module fields declare', () => {
  it('are none by default (platform entries declare none) and the registry’s in a module group', () => {
    expect(Object.keys(renderHook(() => useRegistryChoices()).result.current)).toEqual([]);
    const wrapper = ({ children }: { children: ReactNode }) => <FullRegistry>{children}</FullRegistry>;
    const { result } = renderHook(() => useRegistryChoices(), { wrapper });
    const dict = getResource('contract-service')!.fields.find((f) => f.name === 'serviceType')!.dict!;
    expect(result.current[dict]?.find((item) => item.dictKey === '1')?.label).toBe(`${dict}.1`);
  });
});

describe('platform labels', () => {
  it('are the registry’s for the platform’s entries, without the modules’', () => {
    const platform = platformResourceMessages();
    const all = resourceMessages();
    expect(platform[platformResource('role')!.label]).toEqual(all[getResource('role')!.label]);
    expect(platform[getResource('contract-service')!.label]).toBeUndefined();
    for (const [key, message] of Object.entries(platform)) expect(all[key], key).toEqual(message);
  });
});
