// @vitest-environment happy-dom
import { Button, Drawer, Menu, Modal } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupDom } from '../form-renderer/setup.tsx';
import { fakeGateway, renderWith } from './harness.tsx';

/**
 * Esc closes the innermost layer only, in the whole console (issue 30): the kit's one listener
 * (web/src/base/escape-layers.ts, installed with the console's overlays) over Mantine's dialogs, drawers
 * and menus, each of which would otherwise close at once on the same key.
 */

beforeAll(setupDom);
afterEach(cleanup);

/** Esc pressed where the focus is (as a keyboard sends it). */
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

const dialog = (name: string) => screen.queryByRole('dialog', { name });

function Layers({ closer = 'button' }: { closer?: 'button' | 'marked' | 'none' }) {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  const [answered, setAnswered] = useState('');
  return (
    <>
      <output aria-label="answer">{answered}</output>
      <Modal
        opened={outer}
        onClose={() => setOuter(false)}
        title="外层"
        closeButtonProps={{ 'aria-label': '关闭外层' }}
      >
        <Button onClick={() => setInner(true)}>打开抽屉</Button>
        <Menu>
          <Menu.Target>
            <Button>更多</Button>
          </Menu.Target>
          <Menu.Dropdown aria-label="更多操作">
            <Menu.Item>复制</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Modal>
      <Drawer
        opened={inner}
        onClose={() => setInner(false)}
        title="抽屉"
        withCloseButton={closer === 'button'}
        // As the console's theme has it (theme.ts); a layer to be answered says so itself too.
        closeOnEscape={false}
        closeButtonProps={{ 'aria-label': '关闭抽屉' }}
      >
        <Button
          onClick={() => {
            setAnswered('否');
            setInner(false);
          }}
          {...(closer === 'marked' ? { 'data-escape-close': true } : {})}
        >
          否
        </Button>
      </Drawer>
    </>
  );
}

describe('Esc closes the innermost layer only', () => {
  it('a drawer over a dialog closes first, then the dialog', async () => {
    renderWith(fakeGateway({}), <Layers />);
    await screen.findByRole('dialog', { name: '外层' });
    fireEvent.click(screen.getByRole('button', { name: '打开抽屉' }));
    await screen.findByRole('dialog', { name: '抽屉' });
    screen.getByRole('button', { name: '否' }).focus();
    pressEscape();
    await waitFor(() => expect(dialog('抽屉')).toBeNull());
    expect(dialog('外层')).not.toBeNull();
    screen.getByRole('button', { name: '打开抽屉' }).focus();
    pressEscape();
    await waitFor(() => expect(dialog('外层')).toBeNull());
  });

  it('a menu open in a dialog closes and leaves the dialog', async () => {
    renderWith(fakeGateway({}), <Layers />);
    await screen.findByRole('dialog', { name: '外层' });
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    const item = await screen.findByRole('menuitem', { name: '复制' });
    item.focus();
    pressEscape();
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: '复制' })).toBeNull());
    expect(dialog('外层')).not.toBeNull();
  });

  it('a layer without a close button: its marked Esc control answers it; with neither it stays', async () => {
    const marked = renderWith(fakeGateway({}), <Layers closer="marked" />);
    fireEvent.click(await screen.findByRole('button', { name: '打开抽屉' }));
    await screen.findByRole('dialog', { name: '抽屉' });
    screen.getByRole('button', { name: '否' }).focus();
    pressEscape();
    await waitFor(() => expect(dialog('抽屉')).toBeNull());
    expect(screen.getByLabelText('answer').textContent).toBe('否');
    expect(dialog('外层')).not.toBeNull();
    marked.unmount();

    renderWith(fakeGateway({}), <Layers closer="none" />);
    fireEvent.click(await screen.findByRole('button', { name: '打开抽屉' }));
    await screen.findByRole('dialog', { name: '抽屉' });
    screen.getByRole('button', { name: '否' }).focus();
    pressEscape();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog('抽屉')).not.toBeNull();
    expect(dialog('外层')).not.toBeNull();
  });
});
