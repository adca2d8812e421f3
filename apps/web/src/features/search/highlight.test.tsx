import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight } from './highlight';
import { readRecentSearches, rememberSearch } from './recent-searches';

describe('header search helpers', () => {
  it('marks the starts of words that match the query, ignoring case and accents', () => {
    const { container } = render(
      <p>
        <Highlight text="Meja Makan Jati Dining Table" query="méja TAB" />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Meja', 'Tab']);
    expect(container.textContent).toBe('Meja Makan Jati Dining Table');
  });

  it('does not mark the middle of a word, and treats regex characters as text', () => {
    const { container } = render(
      <p>
        <Highlight text="Kursi (50%) stool" query="ursi (5" />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['5']);
  });

  it('remembers recent searches on the device, newest first, without duplicates', () => {
    localStorage.clear();
    rememberSearch('kursi');
    rememberSearch('lemari');
    expect(rememberSearch('Kursi')).toEqual(['Kursi', 'lemari']);
    expect(readRecentSearches()).toEqual(['Kursi', 'lemari']);
  });
});
