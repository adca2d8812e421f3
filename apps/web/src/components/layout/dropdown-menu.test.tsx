import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

afterEach(cleanup);

function setup() {
  render(
    <>
      <DropdownMenu label="Shop" toggle="Shop" toggleClassName="nav-link">
        <a className="dropdown-item" href="#products">
          Products
        </a>
        <button type="button" className="dropdown-item">
          Logout
        </button>
      </DropdownMenu>
      <button type="button">Elsewhere</button>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Shop' });
  const menu = () => screen.getByRole('link', { name: 'Products' }).parentElement;
  return { toggle, menu, user: userEvent.setup() };
}

describe('DropdownMenu', () => {
  it('opens on click and says so to assistive technology', async () => {
    const { toggle, menu, user } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toHaveClass('show');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toHaveClass('show');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { toggle, menu, user } = setup();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).not.toHaveClass('show');
    expect(toggle).toHaveFocus();
  });

  it('closes when an entry is chosen or when the user clicks elsewhere', async () => {
    const { toggle, menu, user } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(menu()).not.toHaveClass('show');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu()).not.toHaveClass('show');
  });
});
