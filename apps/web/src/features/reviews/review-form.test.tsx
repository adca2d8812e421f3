import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewableItem } from '@rima/shared/endpoints/reviews';
import { customerInfo, renderWithApp, stubFetch } from '../../test/render-with-app';
import { ReviewForm } from './review-form';

const bought = (variant_id: number, size: string): ReviewableItem => ({
  variant_id,
  variant_options: { Ukuran: size },
});

function renderForm(reviewable: ReviewableItem[]) {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:${Math.random()}`, revokeObjectURL: () => {} }),
  );
  return renderWithApp([{ path: '/', element: <ReviewForm productId={4} reviewable={reviewable} /> }], {
    userInfo: customerInfo,
  });
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('ReviewForm', () => {
  it('names the one variant bought, without a choice', () => {
    renderForm([bought(31, '160x200')]);
    expect(screen.getByTestId('review-variant')).toHaveTextContent('160x200');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('preselects the oldest unreviewed purchase and sends the chosen variant with the photos as multipart', async () => {
    const { user } = renderForm([bought(31, '160x200'), bought(32, '180x200'), bought(31, '160x200')]);
    const select = screen.getByRole('combobox', { name: 'Which one did you buy?' });
    expect(select).toHaveValue('31');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(select, '32');
    await user.click(screen.getByRole('button', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Kokoh');
    const input = screen.getByLabelText('Add photos (up to 5)');
    await user.upload(
      input,
      [1, 2, 3, 4, 5, 6].map((i) => png(`p${i}.png`)),
    );
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Remove photo 5' }));
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(4);

    const fetchMock = stubFetch({ status: 201, body: { statusCode: 201, message: 'ok', data: {} } });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    const form = await request.formData();
    expect(form.get('variant_id')).toBe('32');
    expect(form.get('star')).toBe('4');
    expect(form.getAll('photo')).toHaveLength(4);
  });
});
