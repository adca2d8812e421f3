import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import { ListView } from './list-view';

afterEach(cleanup);

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { key: 'id', header: 'Id', cell: (r) => r.id },
  { key: 'name', header: 'Name', label: false, cell: (r) => r.name },
  {
    key: 'actions',
    header: 'Actions',
    isHeaderHidden: true,
    cell: (r) => <button type="button">Edit {r.name}</button>,
  },
];
const rows: Row[] = [
  { id: 1, name: 'Kursi' },
  { id: 2, name: 'Meja' },
];

describe('DataTable', () => {
  it('lists a row per item under the column headers, the actions header for screen readers only', () => {
    render(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Actions' }).firstElementChild).toHaveClass('visually-hidden');
    const meja = screen.getByRole('row', { name: /Meja/ });
    expect(within(meja).getByRole('button', { name: 'Edit Meja' })).toBeInTheDocument();
  });

  it('captions each cell for the phone cards with its visible header, unless told not to', () => {
    render(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} />);
    const [id, name, actions] = within(screen.getByRole('row', { name: /Kursi/ })).getAllByRole('cell');
    expect(id).toHaveAttribute('data-label', 'Id');
    expect(name).not.toHaveAttribute('data-label');
    expect(actions).not.toHaveAttribute('data-label');
  });

  it('makes a named, focusable scrolling region when given a label', () => {
    render(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} regionLabel="History" />);
    expect(screen.getByRole('region', { name: 'History' })).toHaveAttribute('tabindex', '0');
  });
});

describe('ListView', () => {
  const list = (items: readonly Row[]) => <p>{items.map((r) => r.name).join(', ')}</p>;

  it('shows a busy placeholder until the first answer', () => {
    render(
      <ListView items={undefined} loadingLabel="Loading" empty={<p>Nothing here.</p>}>
        {list}
      </ListView>,
    );
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nothing here.')).toBeNull();
  });

  it('shows the error with a retry instead of the placeholder', async () => {
    const onRetry = vi.fn();
    render(
      <ListView items={undefined} error="Server down" onRetry={onRetry} loadingLabel="Loading">
        {list}
      </ListView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    expect(screen.queryByLabelText('Loading')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state for an empty answer, else the list and its footer', () => {
    const { rerender } = render(
      <ListView items={[]} loadingLabel="Loading" empty={<p>Nothing here.</p>} footer={<nav>pages</nav>}>
        {list}
      </ListView>,
    );
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    rerender(
      <ListView items={rows} loadingLabel="Loading" empty={<p>Nothing here.</p>} footer={<nav>pages</nav>}>
        {list}
      </ListView>,
    );
    expect(screen.getByText('Kursi, Meja')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveTextContent('pages');
  });
});
