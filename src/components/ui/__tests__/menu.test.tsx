import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Menu, MenuButton, MenuItem, MenuSeparator, MenuTrigger } from '../menu';

describe('Menu', () => {
  it('opens from its button and reports the chosen item', async () => {
    const onAction = vi.fn();
    const onDelete = vi.fn();
    await renderWithProviders(
      <MenuTrigger>
        <MenuButton>Actions</MenuButton>
        <Menu onAction={onAction}>
          <MenuItem id="edit">Edit</MenuItem>
          <MenuSeparator />
          <MenuItem id="delete" destructive onAction={onDelete}>
            Delete
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    const button = await screen.findByRole('button', { name: 'Actions' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onAction).toHaveBeenCalledWith('edit');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
