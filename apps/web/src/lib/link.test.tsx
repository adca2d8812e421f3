import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link as RouterLink, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './link';

afterEach(cleanup);

function Page() {
  const location = useLocation();
  return (
    <>
      <p data-testid="at">{location.pathname + location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
      <Link to="/product/detail/7?from=card">Detail</Link>
      <Link to="/here">Here</Link>
      <Link to="/blank" target="_blank">
        Elsewhere
      </Link>
      <Link to="/login" state={{ from: '/cart' }}>
        Log in
      </Link>
      <Link to="/stopped" onClick={(e) => e.preventDefault()}>
        Stopped
      </Link>
      <Link to="detail/8">Relative</Link>
      <RouterLink to="/product/detail/7?from=card">Router detail</RouterLink>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const link = (name: string) => screen.getByRole('link', { name });

describe('Link', () => {
  it("writes the same href as React Router's Link", () => {
    renderAt('/here');
    expect(link('Detail')).toHaveAttribute('href', '/product/detail/7?from=card');
    expect(link('Detail').getAttribute('href')).toBe(link('Router detail').getAttribute('href'));
  });

  it('navigates in the app on a plain left click, keeping the history', () => {
    const router = renderAt('/here');
    fireEvent.click(link('Detail'));
    expect(screen.getByTestId('at')).toHaveTextContent('/product/detail/7?from=card');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when the link is the current URL', () => {
    const router = renderAt('/here');
    fireEvent.click(link('Here'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('carries state', () => {
    renderAt('/here');
    fireEvent.click(link('Log in'));
    expect(screen.getByTestId('at')).toHaveTextContent('/login');
    expect(screen.getByTestId('state')).toHaveTextContent('{"from":"/cart"}');
  });

  it('leaves modified clicks, other targets and prevented clicks to the browser', () => {
    renderAt('/here');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link('Detail'), init)).toBe(true); // not prevented: the browser opens it
    }
    expect(fireEvent.click(link('Elsewhere'))).toBe(true);
    fireEvent.click(link('Stopped'));
    expect(screen.getByTestId('at')).toHaveTextContent('/here');
  });

  it("hands a relative path to React Router's Link", () => {
    renderAt('/product/');
    expect(link('Relative')).toHaveAttribute('href', '/product/detail/8');
  });
});
