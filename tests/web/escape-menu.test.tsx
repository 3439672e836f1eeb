// @vitest-environment happy-dom
import { MantineProvider, Menu } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installEscapeLayers } from '../../web/src/base/escape-layers.ts';

afterEach(cleanup);

describe('Esc on a menu just opened from its button (web/src/base/escape-layers.ts)', () => {
  it('closes the menu while the focus is still on its button', async () => {
    installEscapeLayers(window);
    render(
      <MantineProvider>
        <Menu trapFocus={false} transitionProps={{ duration: 0 }}>
          <Menu.Target>
            <button type="button">更多</button>
          </Menu.Target>
          <Menu.Dropdown aria-label="更多">
            <Menu.Item>安全生产</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: '更多' });
    button.focus();
    fireEvent.click(button);
    await screen.findByRole('menu', { name: '更多' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
