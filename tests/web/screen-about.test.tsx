// @vitest-environment happy-dom
import { MODULES } from '@nbxt/core/modules/index.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModuleScreen } from '../../web/src/kit/ModuleScreen.tsx';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';

beforeAll(setupTexts);
afterEach(cleanup);

/**
 * A screen the spec names without calls of its own (/refuseClassify/releateTenant) says what it is for:
 * every screen with no registry entry declares `about`, and the generic module page shows it, never the
 * placeholder 该页面以通用方式显示 nor another screen's records.
 */
const bare = MODULES.flatMap((m) =>
  m.screens.filter((s) => !s.resource).map((s) => ({ module: m.name, screen: s })),
);

describe('screens without an entry say what they are for', () => {
  it('include the related tenants of refuse classification', () => {
    expect(bare.map((b) => b.screen.path)).toContain('/refuseClassify/releateTenant');
  });

  it.each(bare.map((b) => [b.screen.path, b] as const))('%s', async (_path, { module, screen: s }) => {
    expect(s.about?.zh, s.path).toBeTruthy();
    expect(s.about?.en, s.path).toBeTruthy();
    const gateway = fakeGateway({});
    renderWith(gateway, <ModuleScreen module={module} screen={s} params={{}} title={s.text.zh} />);
    await screen.findByText(s.about!.zh);
    expect(screen.queryByText('该页面以通用方式显示')).toBeNull();
    // Nothing is read: the page has no calls of its own to make.
    expect(gateway.requests).toEqual([]);
  });
});
