import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import './data-table.css';

export type Column<T> = {
  key: string;
  header: ReactNode;
  /** The header stays for screen readers only (an actions column). */
  isHeaderHidden?: boolean;
  /** The cell's caption when the row is a card on a phone; by default a visible text header, `false` for none. */
  label?: string | false;
  className?: string;
  headerClassName?: string;
  cell: (row: T) => ReactNode;
};

type DataTableProps<T> = {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  className?: string;
  size?: 'sm';
  /** Names the scrolling region and makes it focusable, so a keyboard can scroll a wide table too. */
  regionLabel?: string;
};

function cardLabel<T>(column: Column<T>): string | undefined {
  if (column.label === false) return undefined;
  if (column.label !== undefined) return column.label;
  return !column.isHeaderHidden && typeof column.header === 'string' ? column.header : undefined;
}

/** A table on wide screens that becomes one card a row on phones (each cell captioned with its column). */
export function DataTable<T>({ rows, columns, rowKey, className, size, regionLabel }: DataTableProps<T>) {
  const region = regionLabel ? ({ tabIndex: 0, role: 'region', 'aria-label': regionLabel } as const) : {};
  return (
    <div className="table-responsive data-table__scroll" {...region}>
      <Table size={size} className={`align-middle data-table ${className ?? ''}`.trim()}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={c.headerClassName}>
                {c.isHeaderHidden ? <span className="visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.className} data-label={cardLabel(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
