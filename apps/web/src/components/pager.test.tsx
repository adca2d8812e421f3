import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager, pageWindow } from './pager';

afterEach(cleanup);

function PagedList() {
  const [params] = useSearchParams();
  const location = useLocation();
  const page = Number(params.get('page') ?? '1');
  return (
    <>
      <p data-testid="search">{location.search}</p>
      <Pager page={page} totalPages={4} to={(p) => `?page=${p}`} />
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/', element: <PagedList /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Pager', () => {
  it('marks the current page and links every page through the URL', async () => {
    renderAt('/?page=2');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Page 4' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?page=4');
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves with Previous and Next, and offers no Next on the last page', async () => {
    renderAt('/?page=3');
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?page=4');
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?page=3');
  });

  it('renders nothing for a single page', () => {
    const router = createMemoryRouter([{ path: '/', element: <Pager page={1} totalPages={1} to={() => '/'} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shortens long page ranges around the current page', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
