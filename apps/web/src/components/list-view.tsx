import type { ReactNode } from 'react';
import { ListError, ListPlaceholder } from './list-states';

type ListViewProps<T> = {
  /** Undefined until the first answer: the placeholder shows meanwhile. */
  items: readonly T[] | undefined;
  error?: string | null;
  onRetry?: () => void;
  /** The accessible name of the placeholder. */
  loadingLabel: string;
  /** What an empty answer shows; without it an empty list renders like any other. */
  empty?: ReactNode;
  /** Below the list once there is an answer (a pager). */
  footer?: ReactNode;
  children: (items: readonly T[]) => ReactNode;
};

/** The states of a list page: loading placeholder, error with retry, empty state, the list and its pager. */
export function ListView<T>({ items, error, onRetry, loadingLabel, empty, footer, children }: ListViewProps<T>) {
  return (
    <>
      {error && <ListError text={error} onRetry={onRetry} />}
      {items === undefined ? (
        error ? null : (
          <ListPlaceholder label={loadingLabel} />
        )
      ) : items.length === 0 && empty !== undefined ? (
        empty
      ) : (
        children(items)
      )}
      {items !== undefined && footer}
    </>
  );
}
