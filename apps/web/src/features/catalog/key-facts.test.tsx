import { screen } from '@testing-library/react';
import type { ProductDetailItem } from '@rima/shared/api/catalog';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { KeyFacts } from './product-facts-table';

const facts = {
  width_cm: 160,
  depth_cm: 200,
  height_cm: 95,
  weight_kg: 42,
  material: null,
  assembly_required: true,
} as unknown as ProductDetailItem;

describe('KeyFacts (beside the price)', () => {
  it('shows the size as width × depth × height, the weight and the assembly', async () => {
    renderWithApp([{ path: '/', element: <KeyFacts product={facts} /> }]);
    expect(await screen.findByText('Size (W × D × H)')).toBeInTheDocument();
    expect(screen.getByText('160 × 200 × 95 cm')).toBeInTheDocument();
    expect(screen.getByText('42 kg')).toBeInTheDocument();
    expect(screen.getByText('Needs assembly')).toBeInTheDocument();
  });

  it('shows nothing for a product without any of these facts', () => {
    const none = {
      ...facts,
      width_cm: null,
      weight_kg: null,
      assembly_required: null,
    } as unknown as ProductDetailItem;
    renderWithApp([{ path: '/', element: <KeyFacts product={none} /> }]);
    expect(screen.queryByTestId('key-facts')).not.toBeInTheDocument();
  });
});
